// An event's own page and the not-found page: what each status shows, the calendar and share
// links, and an id no event has.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent, type EventItem } from "../../shared/collections";
import { eventPath } from "../../shared/event-page";
import { AuthProvider } from "../../web/src/data/AuthProvider";
import { DataProvider } from "../../web/src/data/DataProvider";
import { googleCalendarHref, googleDates } from "../../web/src/features/events/googleCalendar";
import { TodayProvider } from "../../web/src/hooks/useToday";
import EventPage from "../../web/src/features/events/EventPage";
import NotFound from "../../web/src/app/NotFound";
import { DEFAULT_PROFILE } from "./profile";

// 15 June 2026, 10:00 local: the page's "today" follows the clock once it runs (useToday).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 5, 15, 10));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const event = (over: Partial<EventItem> = {}): EventItem => ({
  id: 1782417600000,
  name: "Disco Beach Party",
  date: "2026-07-25",
  time: "20:00 - 02:00",
  venue: "Plage Sud, Canet-en-Roussillon",
  description: "Paillettes et boules à facettes.\n\nTenue à paillettes conseillée,\nboules à facettes fournies.",
  image: "/media/event-disco.webp",
  status: "scheduled",
  previousDate: null,
  ticketLink: "https://billetterie.example.com/disco",
  ...over,
});

/** The page at `path` with these events, once it shows (its view is made from the lists by code fetched with them). */
async function renderPage(events: EventItem[], path = eventPath(events[0])) {
  render(
    <AuthProvider initialUser={null}>
      <DataProvider initial={{ ...emptyContent(), events }} profile={DEFAULT_PROFILE} live={false}>
        <TodayProvider today="2026-06-15">
          <MemoryRouter initialEntries={[path]}>
            <EventPage />
          </MemoryRouter>
        </TodayProvider>
      </DataProvider>
    </AuthProvider>,
  );
  // The page is there once its title is (an event's name, or the not-found page's).
  await screen.findByRole("heading", { level: 1 });
}

const badge = () => document.querySelector("[data-badge]")?.textContent ?? null;
const link = (name: string | RegExp) => screen.queryByRole("link", { name });

describe("an event's page", () => {
  it("shows the picture, the name, the date, the time, the venue with a map and every paragraph", async () => {
    await renderPage([event()]);
    expect(screen.getByRole("heading", { level: 1, name: "Disco Beach Party" })).toBeTruthy();
    // Set by the page's effect, which may run a moment after the page shows.
    await waitFor(() => expect(document.title).toBe(`Disco Beach Party – ${DEFAULT_PROFILE.name}`));
    expect(document.querySelector("main img")!.getAttribute("src")).toBe("/media/event-disco.webp");
    expect(screen.getByText("25 juillet 2026").getAttribute("datetime")).toBe("2026-07-25");
    expect(screen.getByText("20:00 - 02:00")).toBeTruthy();
    expect(screen.getByText("Plage Sud, Canet-en-Roussillon")).toBeTruthy();
    const map = link("Voir sur la carte : Plage Sud, Canet-en-Roussillon (nouvel onglet)")!;
    expect(map.getAttribute("href")).toBe("https://www.openstreetmap.org/search?query=Plage%20Sud%2C%20Canet-en-Roussillon");
    expect([map.getAttribute("target"), map.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]);
    expect(screen.getByText("Paillettes et boules à facettes.").tagName).toBe("P");
    expect(screen.getByText(/Tenue à paillettes conseillée/).textContent).toBe("Tenue à paillettes conseillée,\nboules à facettes fournies.");
    expect(badge()).toBeNull();
    expect(link("Tous les événements")!.getAttribute("href")).toBe("/events");
  });

  it("offers the tickets, the .ics file and Google Agenda in Paris time", async () => {
    await renderPage([event()]);
    expect(link("Billetterie : Disco Beach Party (nouvel onglet)")!.getAttribute("href")).toBe("https://billetterie.example.com/disco");
    expect(link("Ajouter au calendrier : Disco Beach Party")!.getAttribute("href")).toBe("/events/1782417600000.ics");
    const google = new URL(link("Ajouter à Google Agenda : Disco Beach Party (nouvel onglet)")!.getAttribute("href")!);
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      action: "TEMPLATE",
      text: "Disco Beach Party",
      dates: "20260725T200000/20260726T020000",
      ctz: "Europe/Paris",
      location: "Plage Sud, Canet-en-Roussillon",
    });
    expect(google.searchParams.get("details")).toContain("Paillettes et boules à facettes.");
  });

  it.each([
    ["soldOut", "Complet"],
    ["postponed", "Reporté"],
    ["rescheduled", "Nouvelle date"],
    ["cancelled", "Annulé"],
  ] as const)("a %s event carries the badge « %s »", async (status, word) => {
    await renderPage([event({ status, previousDate: status === "rescheduled" ? "2026-07-04" : null })]);
    expect(badge()).toBe(word);
  });

  it("a new date says which one it replaces", async () => {
    await renderPage([event({ status: "rescheduled", previousDate: "2026-07-04" })]);
    expect(screen.getByText(/Initialement prévu le/).textContent).toBe("Initialement prévu le 4 juillet 2026");
    expect(link(/Billetterie/)).toBeTruthy();
  });

  it.each(["cancelled", "postponed"] as const)("a %s event offers neither tickets nor calendars", async (status) => {
    await renderPage([event({ status })]);
    expect(link(/Billetterie/)).toBeNull();
    expect(link(/Ajouter au calendrier/)).toBeNull();
    expect(link(/Google Agenda/)).toBeNull();
    expect(screen.getByRole("button", { name: "Partager" })).toBeTruthy();
  });

  it("a sold-out event says « Complet » where its ticket button was, not as a link", async () => {
    await renderPage([event({ status: "soldOut" })]);
    expect(link(/Billetterie/)).toBeNull();
    expect(screen.getAllByText("Complet").every((word) => word.closest("a") === null)).toBe(true);
    expect(link(/Ajouter au calendrier/)).toBeTruthy();
  });

  it("a past event reads « Événement fini », a past cancelled one « Annulé », neither with actions", async () => {
    await renderPage([event({ date: "2026-06-14", status: "soldOut" })]);
    expect(badge()).toBe("Événement fini");
    expect(link(/Billetterie|Ajouter/)).toBeNull();
    cleanup();
    await renderPage([event({ date: "2026-06-14", status: "cancelled" })]);
    expect(badge()).toBe("Annulé");
    expect(screen.queryByText("Événement fini")).toBeNull();
  });

  it("an id no event has is the not-found page", async () => {
    await renderPage([event()], "/events/123-nulle-part");
    expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Disco Beach Party" })).toBeNull();
  });
});

describe("sharing an event", () => {
  const url = `${window.location.origin}/events/1782417600000-disco-beach-party`;

  it("without a share sheet, copies the address, says « Lien copié », and offers WhatsApp", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText: vi.fn(() => Promise.resolve()) } });
    await renderPage([event()]);
    const whatsapp = link("Partager sur WhatsApp (nouvel onglet)")!;
    expect(whatsapp.getAttribute("href")).toBe(`https://wa.me/?text=${encodeURIComponent(`Disco Beach Party ${url}`)}`);
    expect(whatsapp.getAttribute("target")).toBe("_blank");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Partager" })));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(url);
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe("Lien copié");
  });

  it("with a share sheet, hands it the title, a line and the address", async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, share, clipboard: { writeText } });
    await renderPage([event()]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Partager" })));
    expect(share).toHaveBeenCalledWith({ title: "Disco Beach Party", text: "25 juillet 2026 · Plage Sud, Canet-en-Roussillon", url });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("when the copy fails too, shows the address to copy by hand", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText: () => Promise.reject(new Error("refusé")) } });
    await renderPage([event()]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Partager" })));
    expect(screen.getByRole("status").textContent).toBe(`Copiez ce lien pour le partager : ${url}`);
  });
});

describe("Google Agenda's dates", () => {
  it.each([
    ["2026-07-14", "21:00 - 02:00", "20260714T210000/20260715T020000"],
    ["2026-12-31", "22h - 4h", "20261231T220000/20270101T040000"],
    ["2026-07-14", "18h30 à 23h", "20260714T183000/20260714T230000"],
    ["2026-07-14", "À partir de 21h", "20260714T210000/20260714T210000"],
    ["2026-07-14", "toute la journée", "20260714/20260715"],
    ["2026-07-31", "", "20260731/20260801"],
  ])("%s %s → %s", (date, time, dates) => {
    expect(googleDates(date, time)).toBe(dates);
  });

  it("no link for a date that cannot be read", async () => {
    expect(googleDates("2026-02-31", "21:00")).toBeNull();
    expect(googleCalendarHref(event({ date: "bientôt" }), "")).toBeNull();
  });
});

describe("the not-found page", () => {
  it("says so in French and leads home and to every event", async () => {
    render(
      <DataProvider initial={emptyContent()} profile={DEFAULT_PROFILE} live={false}>
        <AuthProvider initialUser={null}>
          <MemoryRouter initialEntries={["/404"]}>
            <NotFound />
          </MemoryRouter>
        </AuthProvider>
      </DataProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeTruthy();
    expect(screen.getByText("Cette page n’existe pas ou plus.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retour à l’accueil" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Tous les événements" }).getAttribute("href")).toBe("/events");
    expect(document.title).toBe(`Page introuvable – ${DEFAULT_PROFILE.name}`);
  });
});
