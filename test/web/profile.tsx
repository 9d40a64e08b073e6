// The built-in profile for the web tests, and a DataProvider around a component that reads it
// (with empty lists given, so that it asks the API nothing).
import type { ReactNode } from "react";
import { emptyContent } from "../../shared/collections";
import { DataProvider } from "../../web/src/data/DataProvider";
import { loadDefaultProfile } from "../../web/src/data/defaults";

export const DEFAULT_PROFILE = await loadDefaultProfile();

export function WithProfile({ children }: { children: ReactNode }) {
  return (
    <DataProvider initial={emptyContent()} profile={DEFAULT_PROFILE} live={false}>
      {children}
    </DataProvider>
  );
}
