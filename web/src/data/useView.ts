// The data of the page at the address (shared/views.ts): the view the Worker gave with the page or
// the API answers, or the view of the lists held when they are whole or stand in for the API (the
// built-in ones while loading and in "Mode local"); null until one is there: the page shows its frame.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { selectView, viewKey, viewQueryOf, type PageView } from "../../../shared/views";
import { useToday } from "../hooks/useToday";
import { localDay } from "../lib/dates";
import { useData } from "./DataProvider";

export function useView(): PageView | null {
  const { pathname, search } = useLocation();
  const data = useData();
  const today = useToday();
  const query = viewQueryOf(pathname, search) ?? { page: "none" as const };
  const key = viewKey(query);
  const { requestView, listsComplete, remoteAvailable } = data;
  // Asked for again once the lists no longer stand in for it (they came partial, or the API came back).
  useEffect(() => requestView(key, `${pathname}${search}`), [requestView, key, pathname, search, listsComplete, remoteAvailable]);
  const held = data.views.get(key);
  if (held) return held;
  // The lists make the view when they hold it all, or stand in for the API (loading, "Mode local").
  const fromLists = data.listsLoaded && (data.listsComplete || data.loading || !data.remoteAvailable);
  return fromLists ? selectView(query, data, localDay(today)) : null;
}
