// A page carries what it shows (docs/product.md §21): live changes applied in place or the page's
// view asked for again, /events' pages and archive, the views computed from whole lists.
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent } from "../../shared/collections";
import { selectView } from "../../shared/select-view";
import { viewKeyAt } from "../../shared/resolve-page";
import { EVENTS_PER_PAGE, type PageView } from "../../shared/views";
import { AppRoutes } from "../../web/src/app/App";
import { AuthProvider } from "../../web/src/data/AuthProvider";
import { applyToList, applyToView } from "../../web/src/data/changes";
import { DataProvider } from "../../web/src/data/DataProvider";
import { loadDefaultContent } from "../../web/src/data/defaults";
import { TodayProvider } from "../../web/src/hooks/useToday";
import { localDay } from "../../web/src/lib/dates";
import { event, FakeSocket, photo } from "./fixtures";
import { DEFAULT_PROFILE } from "./profile";

const DEFAULT_CONTENT = await loadDefaultContent();
const TODAY = "2026-11-21";

describe("applyToList", () => {
  it("puts a new or re-dated event in date order and takes a removed one out", () => {
    const list = [event(1, "2026-01-01"), event(2, "2026-03-01")];
    expect(applyToList("events", list, [{ id: 3, item: event(3, "2026-02-01") }], false).map((item) => item.id)).toEqual([1, 3, 2]);
    expect(applyToList("events", list, [{ id: 1, item: event(1, "2026-04-01") }], false).map((item) => item.id)).toEqual([2, 1]);
    expect(applyToList("events", list, [{ id: 2, item: null }], false).map((item) => item.id)).toEqual([1]);
  });

  it("puts an item ordered by hand before the one named; past the pages loaded it waits for them", () => {
    const list = [photo(1), photo(2), photo(3)];
    expect(applyToList("photos", list, [{ id: 3, item: photo(3), before: 1 }], false).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(applyToList("photos", list, [{ id: 9, item: photo(9), before: 2 }], false).map((item) => item.id)).toEqual([1, 9, 2, 3]);
    // Before an item not loaded: somewhere past the pages held.
    expect(applyToList("photos", list, [{ id: 9, item: photo(9), before: 77 }], false).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(applyToList("photos", list, [{ id: 9, item: photo(9), before: null }], true).map((item) => item.id)).toEqual([1, 2, 3, 9]);
  });
});

describe("applyToView", () => {
  const view: PageView = selectView(
    { page: "home" },
    { ...emptyContent(), events: [event(1, "2026-12-01"), event(2, "2026-01-01")], photos: [photo(1), photo(2)] },
    TODAY,
  );

  it("changes a shown item in place when its place stays", () => {
    const changed = applyToView(view, "events", [{ id: 1, item: { ...event(1, "2026-12-01"), name: "Renommée" } }]);
    expect(changed?.content.events.map((item) => item.name)).toEqual(["Renommée", "Soirée 2"]);
    expect(applyToView(view, "photos", [{ id: 1, item: photo(1, "Nouveau titre"), before: 2 }])?.content.photos[0].title).toBe("Nouveau titre");
  });

  it("asks again for anything that may change what it shows or counts", () => {
    expect(applyToView(view, "events", [{ id: 1, item: event(1, "2027-01-01") }])).toBeNull();
    expect(applyToView(view, "events", [{ id: 3, item: event(3, "2026-12-24") }])).toBeNull();
    expect(applyToView(view, "events", [{ id: 1, item: null }])).toBeNull();
    expect(applyToView(view, "photos", [{ id: 2, item: photo(2), before: 1 }])).toBeNull();
  });
});

describe("selectView", () => {
  it("gives the home teaser the first upcoming and latest past events, and the first photos and venues", () => {
    const events = [
      event(1, "2026-11-21"),
      event(2, "2026-11-20"),
      event(3, "2027-01-01"),
      event(4, "2025-01-01"),
      event(5, "2026-12-01"),
      event(6, "2026-12-02"),
      event(7, "2024-01-01"),
      event(8, "2023-01-01"),
    ];
    const view = selectView({ page: "home" }, { ...DEFAULT_CONTENT, events }, TODAY);
    expect(view.content.events.map((item) => item.id)).toEqual([1, 5, 6, 2, 4, 7]);
    expect(view.totals).toMatchObject({ events: 8, upcoming: 4, photos: 10, venues: 6 });
  });

  it("pages /events by EVENTS_PER_PAGE, upcoming first, and keeps a year of the archive apart", () => {
    const events = Array.from({ length: 70 }, (_, index) => event(index + 1, `${2020 + (index % 8)}-06-${String((index % 28) + 1).padStart(2, "0")}`));
    const second = selectView({ page: "events", year: null, part: 2 }, { ...emptyContent(), events }, TODAY);
    expect(second.content.events).toHaveLength(EVENTS_PER_PAGE);
    expect(second.agenda).toMatchObject({ part: 2, parts: 3, year: null });
    const year = selectView({ page: "events", year: 2021, part: 1 }, { ...emptyContent(), events }, TODAY);
    expect(year.content.events.every((item) => item.date.startsWith("2021-"))).toBe(true);
    expect(year.agenda?.counts).toEqual({ upcoming: 0, past: year.content.events.length });
    expect(year.agenda?.years[0]).toEqual({ year: 2027, count: events.filter((item) => item.date.startsWith("2027")).length });
  });
});

/** The app at `path` with the view the Worker would have injected for it. */
function renderPage(path: string, view: PageView) {
  const url = new URL(path, "http://site");
  const key = viewKeyAt(url.pathname, url.search, view.day);
  render(
    <AuthProvider initialUser={null}>
      <DataProvider initialView={{ key, view }} version={10} profile={DEFAULT_PROFILE}>
        <TodayProvider today={view.day}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        </TodayProvider>
      </DataProvider>
    </AuthProvider>,
  );
}

describe("a page and its view", () => {
  // The visitor's own day, which the page switches to after its first render: no other view to ask for.
  const NOW = localDay(new Date());
  const many = Array.from({ length: 80 }, (_, index) => event(index + 1, `${2024 + (index % 2)}-${String((index % 12) + 1).padStart(2, "0")}-10`));
  const eventsView = selectView({ page: "events", year: null, part: 1 }, { ...DEFAULT_CONTENT, events: many }, NOW);

  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal("WebSocket", FakeSocket);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("/events counts the whole agenda, shows a page of it, and links the next page and each year", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderPage("/events", eventsView);
    expect(await screen.findByTestId("past-count")).toHaveProperty("textContent", "80 événement(s) passé(s)");
    expect(screen.getAllByRole("article")).toHaveLength(EVENTS_PER_PAGE);
    const pages = screen.getByRole("navigation", { name: "Pages des événements" });
    expect(within(pages).getByText("Page 1 sur 3")).toBeTruthy();
    expect(
      within(pages)
        .getByRole("link", { name: /Page suivante/ })
        .getAttribute("href"),
    ).toBe("/events?page=2");
    const years = screen.getByRole("navigation", { name: "Archives par année" });
    expect(within(years).getByRole("link", { name: /2025/ }).getAttribute("href")).toBe("/events?annee=2025");
    expect(within(years).getByRole("link", { name: "Tout l’agenda" }).getAttribute("aria-current")).toBe("page");
  });

  it("asks for the view of the visitor's own day when the server's was another", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ view: { ...eventsView, day: NOW }, version: 10 }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    renderPage("/events", { ...eventsView, day: "2026-01-01" });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/views?path=%2Fevents&day=${NOW}&v=10`, expect.anything()));
    // The server's view stays on screen meanwhile.
    expect(screen.getAllByRole("article")).toHaveLength(EVENTS_PER_PAGE);
  });

  it("applies a change of a shown event in place, and asks for its view again for a new one", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ view: { ...eventsView, content: { ...eventsView.content, events: [event(999, "2025-12-31", "Nouvelle")] } }, version: 12 }),
          { status: 200 },
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderPage("/events", eventsView);
    const shown = eventsView.content.events[0];
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() =>
      FakeSocket.instances[0].receive({ type: "change", collection: "events", changes: [{ id: shown.id, item: { ...shown, name: "Renommée" } }], version: 11 }),
    );
    expect(await screen.findByRole("heading", { name: "Renommée" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() =>
      FakeSocket.instances[0].receive({
        type: "change",
        collection: "events",
        changes: [{ id: 999, item: event(999, "2025-12-31", "Nouvelle") }],
        version: 12,
      }),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/views?path=%2Fevents&day=${NOW}&v=12`, expect.anything()));
    expect(await screen.findByRole("heading", { name: "Nouvelle" })).toBeTruthy();
  });
});
