// The admin's « Statistiques » (docs/product.md §24): the period's figures read from /api/stats?days=,
// the period switch, the day table behind the chart, the top lists and the moments per source in
// French, the empty state, an error and « Réessayer », a live frame that reads them again, and each
// event's views and ticket taps in the events' rows.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent, type Content } from "../../shared/collections";
import { addDays } from "../../shared/event-time";
import type { EventFigures, MomentCounts, StatsPeriod, StatsReport } from "../../shared/stats";
import { STATS_WORDS } from "../../web/src/features/admin/statsWords";
import { json, renderAdmin, shownTabNames, TAB_NAMES } from "./admin-harness";
import { event, FakeSocket } from "./fixtures";

const TODAY = "2026-11-27";

/** The days with figures; every other day of the period has none. */
const BUSY_DAYS: Record<string, { visits: number; views: number; moments: MomentCounts }> = {
  "2026-11-25": { visits: 4, views: 9, moments: { call: 1 } },
  "2026-11-27": { visits: 12, views: 30, moments: { sms: 2, whatsapp: 1, date: 5, instagram: 3, ticket: 2 } },
};

/** The period to today, as GET /api/stats?days= answers it. */
function reportOf(period: StatsPeriod, busy = BUSY_DAYS): StatsReport {
  const days = Array.from({ length: period }, (_, index) => addDays(TODAY, index - period + 1)).map((day) => ({
    day,
    ...(busy[day] ?? { visits: 0, views: 0, moments: {} }),
  }));
  return {
    from: days[0].day,
    to: TODAY,
    days,
    pages: [
      { page: "home", views: 25 },
      { page: "events", views: 8 },
      { page: "availability", views: 4 },
      { page: "legal", views: 1 },
      { page: "privacy", views: 1 },
    ],
    events: [
      { id: 1, name: "Sunset House Session", views: 12, tickets: 3 },
      { id: 7, name: null, views: 2, tickets: 0 },
    ],
    sources: [
      { source: "", visits: 9 },
      { source: "instagram.com", visits: 5 },
      { source: "google.fr", visits: 2 },
    ],
    devices: [
      { device: "mobile", views: 30 },
      { device: "desktop", views: 7 },
      { device: "tablet", views: 2 },
    ],
    countries: [
      { country: "FR", views: 35 },
      { country: "BE", views: 3 },
      { country: "", views: 1 },
    ],
    momentsBySource: [
      { source: "", moments: { call: 1, date: 3 } },
      { source: "instagram.com", moments: { sms: 2, whatsapp: 1, date: 2, instagram: 3 } },
      // No booking moment: no row.
      { source: "google.fr", moments: { ticket: 2 } },
    ],
  };
}

const EMPTY: StatsReport = { ...reportOf(30, {}), pages: [], events: [], sources: [], devices: [], countries: [], momentsBySource: [] };

/** The API's reports by period, and the events' figures. */
let reports: Record<string, StatsReport>;
let eventFigures: EventFigures;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 27, 10), toFake: ["Date"] });
  FakeSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  reports = Object.fromEntries(([7, 30, 90] as const).map((period) => [period, reportOf(period)]));
  eventFigures = { "1": { views: 12, tickets: 3 }, "7": { views: 0, tickets: 0 } };
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith("/api/stats/events?")) return json(eventFigures);
    const period = /^\/api\/stats\?days=(\d+)$/.exec(url)?.[1];
    return period && reports[period] ? json(reports[period]) : json({ error: "NOT_FOUND", message: "Introuvable." }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const statsCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/stats"));

async function openTab(content: Content = emptyContent()) {
  renderAdmin(content);
  fireEvent.click(screen.getByRole("tab", { name: "Statistiques" }));
  const panel = screen.getByRole("tabpanel", { name: "Statistiques" });
  await within(panel).findByText("Du 29 oct. 2026 au 27 nov. 2026");
  return panel;
}

/** The figures' channel, opened. */
async function statsSocket() {
  const channel = `ws://${window.location.host}/api/stats/live`;
  await waitFor(() => expect(FakeSocket.instances.filter((socket) => socket.url === channel)).toHaveLength(1));
  const socket = FakeSocket.instances.find((socket) => socket.url === channel)!;
  act(() => socket.open());
  return socket;
}

/** Each term of the panel's figures with its value: "Visites" → "16". */
const figuresOf = (panel: HTMLElement) =>
  Object.fromEntries(
    within(panel)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

/** A table's rows, each as its cells' texts. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

/** A list's rows as their texts, one part per piece of text: "Accueil | 25". */
function rowsOf(region: HTMLElement) {
  return within(region)
    .getAllByRole("listitem")
    .map((item) => {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
      return parts.join(" | ");
    });
}

describe("the Statistiques tab", () => {
  it("comes between Demandes and Profil and shows the last 30 days' key figures", async () => {
    const panel = await openTab();
    expect(shownTabNames()).toEqual(TAB_NAMES);
    expect(screen.queryByRole("button", { name: "Ajouter" })).toBeNull();
    expect(statsCalls()).toEqual(["/api/stats?days=30"]);
    const periods = within(within(panel).getByRole("group", { name: "Période" })).getAllByRole("button");
    expect(periods.map((button) => [button.textContent, button.getAttribute("aria-pressed")])).toEqual([
      ["7 jours", "false"],
      ["30 jours", "true"],
      ["90 jours", "false"],
    ]);
    expect(figuresOf(panel)).toEqual({
      Visites: "16",
      "Pages vues": "39",
      Appels: "1",
      SMS: "2",
      WhatsApp: "1",
      "E-mails": "0",
      Demandes: "0",
      "Dates vérifiées": "5",
      Instagram: "3",
      "Autres réseaux": "0",
      Billetterie: "2",
      "Ajouts à l’agenda": "0",
      Partages: "0",
      "Mixes écoutés": "0",
    });
    expect(within(panel).getByText("Autres moments")).toBeTruthy();
    expect(within(panel).getByText(STATS_WORDS.privacy)).toBeTruthy();
  });

  it("draws the visits per day for the eyes only, and gives the same figures as a table under « Chiffres par jour », newest first", async () => {
    const panel = await openTab();
    const chart = within(panel).getByRole("region", { name: "Visites par jour" });
    const svg = chart.querySelector("svg")!;
    expect(svg.closest("[aria-hidden=true]")).toBeTruthy();
    // A bar per day with visits, the axis up to 20 (the least of 1, 2, 4, 6, 8 × 10^k over 12).
    expect(svg.querySelectorAll("rect")).toHaveLength(2);
    expect(svg.getAttribute("viewBox")).toBe("0 0 30 20");
    expect(within(chart).getByText("29 oct.")).toBeTruthy();
    expect(within(chart).getByText("27 nov.")).toBeTruthy();

    const table = within(panel).getByRole("table", { name: "Chiffres par jour" });
    expect(table.closest("details")?.querySelector("summary")?.textContent).toBe("Chiffres par jour");
    const rows = cellsOf(table);
    expect(rows).toHaveLength(31);
    expect(rows[0]).toEqual(["Jour", "Visites", "Pages vues", "Appels", "SMS", "WhatsApp", "E-mails", "Demandes", "Dates vérifiées"]);
    expect(rows.slice(1, 4)).toEqual([
      ["vendredi 27 novembre 2026", "12", "30", "0", "2", "1", "0", "0", "5"],
      ["jeudi 26 novembre 2026", "0", "0", "0", "0", "0", "0", "0", "0"],
      ["mercredi 25 novembre 2026", "4", "9", "1", "0", "0", "0", "0", "0"],
    ]);
    expect(rows.at(-1)).toEqual(["jeudi 29 octobre 2026", "0", "0", "0", "0", "0", "0", "0", "0"]);
  });

  it("lists the pages, events, sources, devices and countries in French, and the booking moments per source", async () => {
    const panel = await openTab();
    const region = (name: string) => within(panel).getByRole("region", { name });
    expect(rowsOf(region("Pages"))).toEqual([
      "Accueil | 25",
      "Tous les événements | 8",
      "Vérifier une date | 4",
      "Mentions légales | 1",
      "Confidentialité | 1",
    ]);
    expect(within(region("Pages")).getByText("Vues")).toBeTruthy();
    expect(rowsOf(region("Événements"))).toEqual(["Sunset House Session | 12 | 3 clics billetterie", "Événement supprimé | 2"]);
    expect(rowsOf(region("Sources"))).toEqual(["Accès direct | 9", "instagram.com | 5", "google.fr | 2"]);
    expect(within(region("Sources")).getByText("Visites")).toBeTruthy();
    expect(rowsOf(region("Appareils"))).toEqual(["Téléphone | 30", "Ordinateur | 7", "Tablette | 2"]);
    expect(rowsOf(region("Pays"))).toEqual(["France | 35", "Belgique | 3", "Inconnu | 1"]);

    expect(cellsOf(within(region("Moments par source")).getByRole("table"))).toEqual([
      ["Source", "Appels", "SMS", "WhatsApp", "E-mails", "Demandes", "Dates vérifiées"],
      ["Accès direct", "1", "0", "0", "0", "0", "3"],
      ["instagram.com", "0", "2", "1", "0", "0", "2"],
    ]);
  });

  it("asks for 7, 30 or 90 days, the figures shown staying until the next ones come", async () => {
    const panel = await openTab();
    const period = (name: string) => within(panel).getByRole("button", { name });
    fireEvent.click(period("7 jours"));
    expect(period("7 jours").getAttribute("aria-pressed")).toBe("true");
    expect(period("30 jours").getAttribute("aria-pressed")).toBe("false");
    expect(within(panel).queryByText("Chargement…")).toBeNull();
    await within(panel).findByText("Du 21 nov. 2026 au 27 nov. 2026");
    expect(cellsOf(within(panel).getByRole("table", { name: "Chiffres par jour" }))).toHaveLength(8);

    fireEvent.click(period("90 jours"));
    await within(panel).findByText("Du 30 août 2026 au 27 nov. 2026");
    expect(statsCalls()).toEqual(["/api/stats?days=30", "/api/stats?days=7", "/api/stats?days=90"]);
  });

  it("says when the period has no figures yet, and how they are counted", async () => {
    reports[30] = EMPTY;
    const panel = await openTab();
    expect(within(panel).getByText("Pas encore de visites sur cette période.")).toBeTruthy();
    expect(
      within(panel).getByText(
        "Les chiffres sont comptés sans cookie : rien n’identifie un visiteur, et vos visites ne sont pas comptées quand vous êtes connecté.",
      ),
    ).toBeTruthy();
    expect(within(panel).queryByRole("table")).toBeNull();
    expect(within(panel).queryAllByRole("term")).toEqual([]);
  });

  it("says in French when the figures cannot be read, and reads them again on « Réessayer »", async () => {
    fetchMock.mockImplementationOnce(async () => Promise.reject(new TypeError("Failed to fetch")));
    renderAdmin(emptyContent());
    fireEvent.click(screen.getByRole("tab", { name: "Statistiques" }));
    const panel = screen.getByRole("tabpanel", { name: "Statistiques" });
    expect(within(panel).getByText("Chargement…").closest("[aria-busy=true]")).toBeTruthy();
    expect((await within(panel).findByRole("alert")).textContent).toBe("Le serveur est injoignable. Vérifiez votre connexion puis réessayez.");
    fireEvent.click(within(panel).getByRole("button", { name: "Réessayer" }));
    await within(panel).findByText("Du 29 oct. 2026 au 27 nov. 2026");
    expect(within(panel).queryByRole("alert")).toBeNull();
    expect(figuresOf(panel).Visites).toBe("16");
  });

  it("reads the figures again on each frame of its live channel, without « Chargement… »", async () => {
    const panel = await openTab();
    const socket = await statsSocket();
    // The frame sent on connect: the tab has just read the figures.
    act(() => socket.receive({ type: "stats" }));
    await act(async () => {});
    expect(statsCalls()).toEqual(["/api/stats?days=30"]);
    reports[30] = reportOf(30, { ...BUSY_DAYS, "2026-11-26": { visits: 3, views: 5, moments: { request: 1 } } });
    act(() => socket.receive({ type: "stats" }));
    expect(within(panel).queryByText("Chargement…")).toBeNull();
    await waitFor(() => expect(figuresOf(panel).Visites).toBe("19"));
    expect(figuresOf(panel).Demandes).toBe("1");
    expect(statsCalls()).toEqual(["/api/stats?days=30", "/api/stats?days=30"]);

    // Anything else on the channel is no nudge.
    act(() => socket.receive({ type: "requests", fresh: 2 }));
    act(() => socket.receive({ type: "version", version: 4 }));
    await act(async () => {});
    expect(statsCalls()).toHaveLength(2);
  });
});

describe("the events' figures", () => {
  const events = () => ({ ...emptyContent(), events: [event(1, "2026-12-05", "Sunset House Session"), event(7, "2026-10-03")] });
  const row = (name: string) => screen.getAllByTestId("admin-item").find((item) => within(item).queryByRole("heading", { name }))!;

  it("shows each event's views and ticket taps under its venue, read once the live channel speaks, and again on each frame", async () => {
    renderAdmin(events());
    const socket = await statsSocket();
    // Nothing is read before the channel's first frame (it comes on connect).
    expect(statsCalls()).toEqual([]);
    act(() => socket.receive({ type: "stats" }));
    await within(row("Sunset House Session")).findByText("12 vues · 3 clics billetterie");
    // The events shown, upcoming then past, in one request.
    expect(statsCalls()).toEqual(["/api/stats/events?ids=1,7"]);
    expect(within(row("Soirée 7")).queryByText(/vue|clic/)).toBeNull();

    eventFigures = { "1": { views: 13, tickets: 3 }, "7": { views: 1, tickets: 1 } };
    act(() => socket.receive({ type: "stats" }));
    await within(row("Sunset House Session")).findByText("13 vues · 3 clics billetterie");
    expect(within(row("Soirée 7")).getByText("1 vue · 1 clic billetterie")).toBeTruthy();
    expect(statsCalls()).toEqual(["/api/stats/events?ids=1,7", "/api/stats/events?ids=1,7"]);
  });

  it("writes a figure at 0 out, and nothing when both are", () => {
    expect(STATS_WORDS.eventLine(12, 3)).toBe("12 vues · 3 clics billetterie");
    expect(STATS_WORDS.eventLine(1, 0)).toBe("1 vue");
    expect(STATS_WORDS.eventLine(0, 2)).toBe("2 clics billetterie");
    expect(STATS_WORDS.eventLine(0, 0)).toBe("");
  });
});
