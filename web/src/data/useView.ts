// The data of the page at the address (shared/views.ts): the view the Worker gave with the page or
// the API answers, or the view of the lists held when they are whole or stand in for the API (the
// built-in ones while loading and in "Mode local"); null until one is there: the page shows its frame.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { resolvePage } from "../../../shared/resolve-page";
import { samePage, viewKey, type PageView } from "../../../shared/views";
import { useToday } from "../hooks/useToday";
import { localDay } from "../lib/dates";
import { useData } from "./DataProvider";

export function useView(): PageView | null {
  const { pathname, search } = useLocation();
  const data = useData();
  const today = useToday();
  const query = resolvePage(pathname, search).view;
  const day = localDay(today);
  const key = viewKey(query, day);
  const { requestView, listsComplete, remoteAvailable } = data;
  // Asked for again once the lists no longer stand in for it (they came partial, or the API came back).
  useEffect(() => requestView(key, `${pathname}${search}`, day), [requestView, key, pathname, search, day, listsComplete, remoteAvailable]);
  const { selectView } = data;
  // Whole lists (the admin's, usually) make the view exactly, and follow every change.
  if (data.listsComplete && selectView) return selectView(query, data, day);
  // The page's view for another day (the server's, before the visitor's own is known) shows until this day's comes.
  const held = data.views.get(key) ?? [...data.views].reverse().find(([other]) => samePage(other, key))?.[1];
  if (held) return held;
  // The lists stand in for the API while it is asked (loading) or out of reach ("Mode local").
  return selectView && data.listsLoaded && (data.loading || !data.remoteAvailable) ? selectView(query, data, day) : null;
}
