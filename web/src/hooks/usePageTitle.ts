// The browser tab's title, kept in step with the page and the DJ's profile (shared/pages.ts).
import { useEffect } from "react";
import { pageTitle } from "../../../shared/pages";
import { useData } from "../data/DataProvider";

export function usePageTitle(heading: string | null): void {
  const { profile } = useData();
  const title = pageTitle(heading, profile);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
