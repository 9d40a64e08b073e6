// The admin at any size (docs/product.md §21): its lists read by pages (the agenda's two halves
// apart), « Afficher plus », the tabs' counts from the site, and the search over the whole agenda.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderAdmin } from "./admin-harness";
import { event, photo } from "./fixtures";
import { DEFAULT_PROFILE } from "./profile";

const UPCOMING = Array.from({ length: 40 }, (_, index) => event(1000 + index, `2099-01-${String((index % 28) + 1).padStart(2, "0")}`));
const MORE_UPCOMING = [event(2000, "2099-03-01", "La suivante")];
const PAST = [event(3000, "2020-05-01", "Il y a longtemps")];
const FOUND = [event(4000, "2019-07-14", "Fête au village")];
/** A page of the admin's search, with more on the site. */
const FOUND_PAGE = Array.from({ length: 40 }, (_, index) => event(5000 + index, "2018-08-15", `Bal du village ${index + 1}`));

/** The site of a DJ with more than a page of coming events, as the admin reads it. */
function stubSite() {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, "http://site");
    const { pathname, searchParams } = url;
    if (pathname === "/api/events" && searchParams.get("q") === "village")
      return new Response(JSON.stringify(FOUND_PAGE), { headers: { link: '</api/events?after=more-found&limit=40&q=village>; rel="next"' } });
    if (pathname === "/api/events" && searchParams.get("q")) return json(FOUND);
    if (pathname === "/api/events" && searchParams.get("after") === "next-upcoming") return json(MORE_UPCOMING);
    if (pathname === "/api/events" && searchParams.get("when") === "upcoming")
      return new Response(JSON.stringify(UPCOMING), { headers: { link: '</api/events?after=next-upcoming&limit=40&when=upcoming>; rel="next"' } });
    if (pathname === "/api/events") return json(PAST);
    if (pathname === "/api/photos") return json([photo(1), photo(2)]);
    if (pathname === "/api/venues" || pathname === "/api/mixes" || pathname === "/api/reviews") return json([]);
    if (pathname === "/api/profile") return json(DEFAULT_PROFILE);
    if (pathname === "/api/views")
      return json({
        view: {
          content: { events: [], photos: [], mixes: [], venues: [], reviews: [] },
          totals: { events: 95, upcoming: 94, photos: 2, mixes: 0, venues: 0, reviews: 0 },
        },
        version: 3,
      });
    return json(null, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const names = () => screen.queryAllByTestId("admin-item").map((row) => within(row).getByRole("heading").textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the admin's lists by pages", () => {
  it("reads the first page of each half of the agenda, and « Afficher plus » the next of the coming events", async () => {
    const fetchMock = stubSite();
    renderAdmin("none");
    await waitFor(() => expect(names()).toHaveLength(41));
    // The tabs count what the site holds, not what the page loaded.
    await waitFor(() => expect(screen.getByRole("tab", { name: /Événements/ }).textContent).toContain("95"));
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls).toContain("/api/events?limit=40&when=upcoming");
    expect(calls).toContain("/api/events?limit=40&when=past");
    const [more, ...others] = screen.getAllByRole("button", { name: "Afficher plus" });
    expect(others).toHaveLength(0);
    fireEvent.click(more);
    await waitFor(() => expect(names()).toContain("La suivante"));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/events?after=next-upcoming&limit=40&when=upcoming");
    expect(screen.queryByRole("button", { name: "Afficher plus" })).toBeNull();
  });

  it("searches the whole agenda on the site, the events in the page filtered meanwhile", async () => {
    const fetchMock = stubSite();
    renderAdmin("none");
    await waitFor(() => expect(names()).toHaveLength(41));
    fireEvent.change(screen.getByLabelText("Rechercher un événement"), { target: { value: "longtemps" } });
    // At once, what the page holds.
    expect(names()).toEqual(["Il y a longtemps"]);
    fireEvent.change(screen.getByLabelText("Rechercher un événement"), { target: { value: "fete" } });
    await waitFor(() => expect(names()).toEqual(["Fête au village"]));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/events?limit=40&q=fete");
    expect(screen.queryByText(/premiers résultats/)).toBeNull();
  });

  it("says when more events match than one page of the admin holds", async () => {
    stubSite();
    renderAdmin("none");
    await waitFor(() => expect(names()).toHaveLength(41));
    fireEvent.change(screen.getByLabelText("Rechercher un événement"), { target: { value: "village" } });
    expect(await screen.findByText("Les 40 premiers résultats : précisez la recherche pour trouver les autres.")).toBeTruthy();
    expect(names().sort()).toEqual(FOUND_PAGE.map((found) => found.name).sort());
  });
});
