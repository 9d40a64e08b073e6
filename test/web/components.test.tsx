// The public components with the default content: their French words, links and rules.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventItem } from "../../shared/collections";
import { AuthProvider } from "../../web/src/data/AuthProvider";
import About from "../../web/src/features/home/About";
import Contact from "../../web/src/features/home/Contact";
import { EventCard } from "../../web/src/ui/EventCard";
import { EventsTeaser } from "../../web/src/features/home/EventsTeaser";
import { Footer } from "../../web/src/ui/Footer";
import Gallery from "../../web/src/features/home/Gallery";
import { Header } from "../../web/src/ui/Header";
import Venues from "../../web/src/features/home/Venues";
import { phoneHref, phoneText } from "../../shared/phone";
import { loadDefaultContent } from "../../web/src/data/defaults";
import { DEFAULT_PROFILE, WithProfile } from "./profile";
import { EventsList } from "../../web/src/features/events/Events";

const DEFAULT_CONTENT = await loadDefaultContent();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const now = new Date(2026, 5, 15, 10); // 15 June 2026, 10:00 local
const event = (over: Partial<EventItem>): EventItem => ({
  id: 1,
  name: "Disco Beach Party",
  date: "2026-07-25",
  time: "20:00 - 02:00",
  venue: "Plage Sud, Canet-en-Roussillon",
  description: "Paillettes et boules à facettes.",
  image: "/media/event-disco.webp",
  status: "scheduled",
  previousDate: null,
  ticketLink: null,
  ...over,
});
const inRouter = (node: ReactNode) =>
  render(
    <WithProfile>
      <MemoryRouter>{node}</MemoryRouter>
    </WithProfile>,
  );

describe("EventCard", () => {
  it("shows name, French long date, time range, venue and a 2-line description", () => {
    inRouter(<EventCard event={event({})} now={now} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { name: "Disco Beach Party" })).toBeTruthy();
    expect(within(card).getByText("25 juillet 2026").getAttribute("datetime")).toBe("2026-07-25");
    expect(within(card).getByText("20:00 - 02:00")).toBeTruthy();
    expect(within(card).getByText("Plage Sud, Canet-en-Roussillon")).toBeTruthy();
    expect(within(card).getByText("Paillettes et boules à facettes.").className).toContain("line-clamp-2");
    expect(within(card).queryByText("Événement fini")).toBeNull();
    const image = card.querySelector("img")!;
    expect([image.getAttribute("width"), image.getAttribute("height"), image.getAttribute("loading")]).toEqual(["1200", "800", "lazy"]);
    expect(image.getAttribute("srcset")).toBe("/media/event-disco-800.webp 800w, /media/event-disco.webp 1200w");
    expect(image.getAttribute("sizes")).toBe("(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw");
  });

  it("greys a past event with the label Événement fini", () => {
    inRouter(<EventCard event={event({ date: "2026-06-14" })} now={now} />);
    const card = screen.getByRole("article");
    expect(card.dataset.past).toBe("true");
    expect(within(card).getByText("Événement fini")).toBeTruthy();
    expect(card.querySelector("img")!.className).toContain("grayscale");
  });

  it("an event today is not finished", () => {
    inRouter(<EventCard event={event({ date: "2026-06-15" })} now={new Date(2026, 5, 15, 23, 59)} />);
    expect(screen.queryByText("Événement fini")).toBeNull();
  });

  it("an upcoming event with a ticket link gets a Billetterie button opening a new tab", () => {
    inRouter(<EventCard event={event({ ticketLink: "https://billetterie.example.com/disco" })} now={now} />);
    const link = screen.getByRole("link", { name: /Billetterie/ });
    expect(link.getAttribute("href")).toBe("https://billetterie.example.com/disco");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.textContent).toBe("Billetterie");
  });

  it("no ticket button for a past event, or for a link that is not a web address", () => {
    inRouter(
      <>
        <EventCard event={event({ id: 1, date: "2026-01-01", ticketLink: "https://billetterie.example.com/old" })} now={now} />
        <EventCard event={event({ id: 2, ticketLink: "javascript:alert(1)" })} now={now} />
        <EventCard event={event({ id: 3, ticketLink: "" })} now={now} />
      </>,
    );
    expect(screen.queryByRole("link", { name: /Billetterie/ })).toBeNull();
  });
});

describe("EventCard, by status", () => {
  const card = () => screen.getByRole("article");
  const withTickets = (over: Partial<EventItem>) => event({ ticketLink: "https://billetterie.example.com/disco", ...over });

  it.each([
    ["soldOut", "Complet"],
    ["postponed", "Reporté"],
    ["rescheduled", "Nouvelle date"],
  ] as const)("an upcoming %s event carries the badge « %s »", (status, word) => {
    inRouter(<EventCard event={event({ status, previousDate: status === "rescheduled" ? "2026-07-04" : null })} now={now} />);
    expect(card().querySelector("[data-badge]")!.textContent).toBe(word);
    expect(within(card()).queryByText("Événement fini")).toBeNull();
  });

  it("an ordinary event has no badge", () => {
    inRouter(<EventCard event={event({})} now={now} />);
    expect(card().querySelector("[data-badge]")).toBeNull();
  });

  it("a cancelled event reads « Annulé », greyed, without ticket nor calendar, past or not", () => {
    inRouter(
      <>
        <EventCard event={withTickets({ id: 1, status: "cancelled" })} now={now} />
        <EventCard event={withTickets({ id: 2, status: "cancelled", date: "2026-01-01" })} now={now} />
      </>,
    );
    for (const article of screen.getAllByRole("article")) {
      expect(article.querySelector("[data-badge]")!.textContent).toBe("Annulé");
      expect(within(article).queryByText("Événement fini")).toBeNull();
      expect(article.querySelector("img")!.className).toContain("grayscale");
    }
    expect(screen.queryByRole("link", { name: /Billetterie/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Ajouter au calendrier/ })).toBeNull();
  });

  it("a past event reads « Événement fini » whatever its status, and no badge of its status", () => {
    inRouter(<EventCard event={event({ status: "soldOut", date: "2026-06-14" })} now={now} />);
    expect(card().querySelector("[data-badge]")!.textContent).toBe("Événement fini");
    expect(within(card()).queryByText("Complet")).toBeNull();
  });

  it("a postponed event has neither ticket button nor calendar link", () => {
    inRouter(<EventCard event={withTickets({ status: "postponed" })} now={now} />);
    expect(screen.queryByRole("link", { name: /Billetterie/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Ajouter au calendrier/ })).toBeNull();
  });

  it("a sold-out event says « Complet » in place of its ticket button, and keeps its calendar link", () => {
    inRouter(<EventCard event={withTickets({ status: "soldOut" })} now={now} />);
    expect(screen.queryByRole("link", { name: /Billetterie/ })).toBeNull();
    const words = within(card()).getAllByText("Complet");
    expect(words).toHaveLength(2); // the badge and the ticket's place
    expect(words.every((word) => word.closest("a") === null)).toBe(true);
    expect(screen.getByRole("link", { name: "Ajouter au calendrier : Disco Beach Party" }).getAttribute("href")).toBe("/events/1.ics");
  });

  it.each(["scheduled", "rescheduled"] as const)("a %s event keeps its ticket button and calendar link", (status) => {
    inRouter(<EventCard event={withTickets({ status, previousDate: status === "rescheduled" ? "2026-07-04" : null })} now={now} />);
    expect(screen.getByRole("link", { name: "Billetterie : Disco Beach Party (nouvel onglet)" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ajouter au calendrier : Disco Beach Party" })).toBeTruthy();
  });

  it("its name links to the event's page, over the whole card, under its buttons", () => {
    inRouter(<EventCard event={withTickets({ id: 1750507200000, name: "Fête de la Musique sur le port" })} now={now} />);
    const link = within(screen.getByRole("heading", { name: "Fête de la Musique sur le port" })).getByRole("link");
    expect(link.getAttribute("href")).toBe("/events/1750507200000-fete-de-la-musique-sur-le-port");
    expect(link.className).toContain("after:absolute");
    expect(link.className).toContain("after:inset-0");
    for (const name of [/Billetterie/, /Ajouter au calendrier/]) expect(screen.getByRole("link", { name }).className).toContain("z-10");
  });
});

describe("EventsTeaser", () => {
  it("shows the first 3 of upcoming then past, only the first on mobile, and links to /events", () => {
    inRouter(<EventsTeaser events={DEFAULT_CONTENT.events} now={now} />);
    const section = document.getElementById("events")!;
    expect(within(section).getByRole("heading", { level: 2, name: "Événements à venir" })).toBeTruthy();
    const items = within(section).getAllByTestId("teaser-event");
    expect(items.map((item) => item.querySelector("time")!.getAttribute("datetime"))).toEqual(["2026-06-21", "2026-07-04", "2026-07-14"]);
    expect(items.map((item) => item.className)).toEqual(["", "hidden md:block", "hidden md:block"]);
    expect(within(section).getByRole("link", { name: "Voir tous les événements" }).getAttribute("href")).toBe("/events");
  });

  it("after the last event, shows the most recent past ones, finished", () => {
    inRouter(<EventsTeaser events={DEFAULT_CONTENT.events} now={new Date(2026, 10, 15)} />);
    const items = screen.getAllByTestId("teaser-event");
    const latest = DEFAULT_CONTENT.events
      .map((e) => e.date)
      .sort()
      .reverse()
      .slice(0, 3);
    expect(latest[0]).toBe("2026-10-31");
    expect(items.map((item) => item.querySelector("time")!.getAttribute("datetime"))).toEqual(latest);
    expect(screen.getAllByText("Événement fini")).toHaveLength(3);
  });

  it("says so when there is no event at all", () => {
    inRouter(<EventsTeaser events={[]} now={now} />);
    expect(screen.getByText("Aucun événement programmé pour le moment.")).toBeTruthy();
    expect(screen.queryAllByTestId("teaser-event")).toHaveLength(0);
  });
});

describe("/events list", () => {
  it("counts upcoming and past events with (s) and shows both sections", () => {
    inRouter(<EventsList events={DEFAULT_CONTENT.events} now={now} />);
    // Independent of the code under test: plain string order of the ISO days.
    const upcomingDays = DEFAULT_CONTENT.events
      .map((e) => e.date)
      .filter((d) => d >= "2026-06-15")
      .sort();
    const pastDays = DEFAULT_CONTENT.events
      .map((e) => e.date)
      .filter((d) => d < "2026-06-15")
      .sort()
      .reverse();
    expect(screen.getByText(`${upcomingDays.length} événement(s) à venir`)).toBeTruthy();
    expect(screen.getByText(`${pastDays.length} événement(s) passé(s)`)).toBeTruthy();
    const upcoming = screen.getByRole("region", { name: /À venir/ });
    const past = screen.getByRole("region", { name: /Événements passés/ });
    const days = (region: HTMLElement) => Array.from(region.querySelectorAll("time")).map((t) => t.getAttribute("datetime"));
    expect(days(upcoming)).toEqual(upcomingDays);
    expect(days(past)).toEqual(pastDays);
    expect(within(upcoming).queryAllByText("Événement fini")).toHaveLength(0);
    expect(within(past).getAllByText("Événement fini")).toHaveLength(pastDays.length);
    expect(screen.queryByText("Aucun événement programmé pour le moment.")).toBeNull();
  });

  it("renders a section only when it has events", () => {
    inRouter(<EventsList events={[event({ date: "2026-01-01" })]} now={now} />);
    expect(screen.getByText("0 événement(s) à venir")).toBeTruthy();
    expect(screen.getByText("1 événement(s) passé(s)")).toBeTruthy();
    expect(screen.queryByRole("region", { name: /À venir/ })).toBeNull();
    expect(screen.getByRole("region", { name: /Événements passés/ })).toBeTruthy();
  });

  it("with no events at all says so", () => {
    inRouter(<EventsList events={[]} now={now} />);
    expect(screen.getByText("0 événement(s) à venir")).toBeTruthy();
    expect(screen.getByText("0 événement(s) passé(s)")).toBeTruthy();
    expect(screen.getByText("Aucun événement programmé pour le moment.")).toBeTruthy();
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });
});

/**
 * A dialog fetched on first use, once it listens to the keyboard: its keys are taken in an effect,
 * which may run a moment after it is shown, and the same effect moves the focus into it.
 */
async function openedDialog(name: string) {
  const dialog = await screen.findByRole("dialog", { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

describe("Header", () => {
  const renderHeader = async (user: { email: string; role: string } | null) => {
    inRouter(
      <AuthProvider initialUser={user}>
        <Header />
      </AuthProvider>,
    );
  };

  it("has the six section links, Instagram in a new tab and Connexion to /login when signed out", async () => {
    await renderHeader(null);
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    const six = [
      ["Accueil", "/"],
      ["Événements", "/#events"],
      ["Photos", "/#photos"],
      ["Lieux", "/#venues"],
      ["À Propos", "/#about"],
      ["Contact", "/#contact"],
    ];
    // In this order; a collection added later brings its own link between Lieux and À Propos.
    expect(links.filter(([label]) => six.some(([name]) => name === label))).toEqual(six);
    expect(links[0]).toEqual(six[0]);
    expect(links.slice(-2)).toEqual(six.slice(-2));
    const instagram = screen.getByRole("link", { name: /Instagram/ });
    expect([instagram.getAttribute("href"), instagram.getAttribute("target"), instagram.getAttribute("rel")]).toEqual([
      DEFAULT_PROFILE.instagram,
      "_blank",
      "noopener noreferrer",
    ]);
    expect(screen.getByRole("link", { name: "Connexion" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("link", { name: "Administration" })).toBeNull();
  });

  it("shows Administration to /admin when signed in", async () => {
    await renderHeader({ email: "max@example.fr", role: "admin" });
    expect(screen.getByRole("link", { name: "Administration" }).getAttribute("href")).toBe("/admin");
    expect(screen.queryByRole("link", { name: "Connexion" })).toBeNull();
  });

  it("opens a full-screen menu (fetched on first use) that closes on Escape and on a link", async () => {
    await renderHeader(null);
    const toggle = screen.getByRole("button", { name: "Ouvrir le menu" });
    fireEvent.click(toggle);
    const menu = await openedDialog("Menu");
    expect(menu.getAttribute("aria-modal")).toBe("true");
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    expect(document.body.style.overflow).toBe("");
    fireEvent.click(toggle);
    fireEvent.click(within(screen.getByRole("dialog", { name: "Menu" })).getByRole("link", { name: /Photos/ }));
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
  });

  it("turns opaque past 20 px of scroll", async () => {
    await renderHeader(null);
    const header = screen.getByRole("banner");
    expect(header.dataset.scrolled).toBe("false");
    window.scrollY = 21;
    fireEvent.scroll(window);
    expect(header.dataset.scrolled).toBe("true");
    window.scrollY = 20;
    fireEvent.scroll(window);
    expect(header.dataset.scrolled).toBe("false");
  });
});

describe("Gallery and venues", () => {
  it("opens a photo in a labelled modal that closes on Escape, backdrop and button, and moves with the arrows", async () => {
    render(<Gallery photos={DEFAULT_CONTENT.photos} total={DEFAULT_CONTENT.photos.length} />);
    const [first, second] = DEFAULT_CONTENT.photos;
    const tile = screen.getByRole("button", { name: `Agrandir la photo : ${first.title}` });
    fireEvent.click(tile);
    // The viewer is fetched the first time it is wanted.
    await openedDialog(first.title);
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(screen.getByRole("dialog", { name: second.title })).toBeTruthy();
    fireEvent.keyDown(document, { key: "ArrowLeft" });
    fireEvent.keyDown(document, { key: "ArrowLeft" });
    expect(screen.getByRole("dialog", { name: DEFAULT_CONTENT.photos.at(-1)!.title })).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("");

    fireEvent.click(tile);
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("img")); // the picture itself keeps it open
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.click(dialog); // the backdrop closes it
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(tile);
    fireEvent.click(screen.getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows « Voir toutes les photos » only when there are more, and brings them by pages below the first", async () => {
    const shown = DEFAULT_CONTENT.photos.slice(0, 2);
    const rest = DEFAULT_CONTENT.photos.slice(2);
    const fetchMock = vi.fn(async (url: string) =>
      url.includes("after=")
        ? new Response(JSON.stringify(rest.slice(4)), { status: 200 })
        : new Response(JSON.stringify([...shown, ...rest.slice(0, 4)]), { status: 200, headers: { link: '</api/photos?after=abc>; rel="next"' } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const titles = () => screen.getAllByRole("button", { name: /^Agrandir la photo/ }).length;
    const { rerender } = render(<Gallery photos={shown} total={shown.length} />);
    expect(screen.queryByRole("button", { name: /Voir toutes les photos/ })).toBeNull();
    rerender(<Gallery photos={shown} total={DEFAULT_CONTENT.photos.length} />);
    // The button's code comes only when there are more photos than shown.
    fireEvent.click(await screen.findByRole("button", { name: `Voir toutes les photos (${DEFAULT_CONTENT.photos.length})` }));
    await waitFor(() => expect(titles()).toBe(6));
    expect(String(fetchMock.mock.calls[0][0])).toBe("/api/photos");
    fireEvent.click(screen.getByRole("button", { name: /Voir toutes les photos/ }));
    await waitFor(() => expect(titles()).toBe(DEFAULT_CONTENT.photos.length));
    expect(String(fetchMock.mock.calls[1][0])).toBe("/api/photos?after=abc");
    expect(screen.queryByRole("button", { name: /Voir toutes les photos/ })).toBeNull();
    vi.unstubAllGlobals();
  });

  it("titles the venue modal name - location", async () => {
    render(<Venues venues={DEFAULT_CONTENT.venues} total={DEFAULT_CONTENT.venues.length} />);
    const venue = DEFAULT_CONTENT.venues[1];
    fireEvent.click(screen.getByRole("button", { name: `Voir la photo : ${venue.name} - ${venue.location}` }));
    expect(await screen.findByRole("dialog", { name: `${venue.name} - ${venue.location}` })).toBeTruthy();
  });
});

describe("About, contact and footer", () => {
  it("about has the story headings and the social link", () => {
    render(<About />, { wrapper: WithProfile });
    expect(screen.getByRole("heading", { name: "Mon Histoire" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Influences & Style" })).toBeTruthy();
    const text = document.getElementById("about")!.textContent!;
    for (const part of ["16 ans", "2020", "1989", "House", "Reggae", "Jazz", "Disco", "Beach clubs", "Mariages", "Anniversaires"]) expect(text).toContain(part);
    expect(screen.getByRole("link", { name: /Instagram/ }).getAttribute("href")).toBe(DEFAULT_PROFILE.instagram);
  });

  it("contact has mailto, tel, the city, the availability leading to the date checker and the five services, and no form", () => {
    render(
      <MemoryRouter>
        <Contact />
      </MemoryRouter>,
      { wrapper: WithProfile },
    );
    expect(screen.getByRole("link", { name: new RegExp(DEFAULT_PROFILE.email) }).getAttribute("href")).toBe(`mailto:${DEFAULT_PROFILE.email}`);
    expect(screen.getByRole("link", { name: new RegExp(phoneText(DEFAULT_PROFILE.phone)) }).getAttribute("href")).toBe(phoneHref(DEFAULT_PROFILE.phone));
    expect(screen.getByText("Canet-en-Roussillon")).toBeTruthy();
    const availability = screen.getByRole("link", { name: /Réservations par téléphone ou mail/ });
    expect([availability.getAttribute("href"), availability.textContent]).toEqual([
      "/disponibilites",
      "DisponibilitéRéservations par téléphone ou mailVérifier une date →",
    ]);
    const services = screen.getByRole("heading", { name: "Services" }).parentElement!;
    expect(
      within(services)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Clubs", "Événements privés & Mariages", "Événements corporate", "Bars & restaurants", "Collaborations"]);
    expect(document.querySelector("form")).toBeNull();
  });

  it("footer has the current year and the rights line", () => {
    render(<Footer />, { wrapper: WithProfile });
    expect(screen.getByText(`© ${new Date().getFullYear()} ${DEFAULT_PROFILE.name}. Tous droits réservés.`)).toBeTruthy();
  });

  it("footer links the legal notice and the privacy page", () => {
    render(<Footer />, { wrapper: WithProfile });
    const legal = screen.getByRole("navigation", { name: "Informations légales" });
    expect(Array.from(legal.querySelectorAll("a"), (link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Mentions légales", "/mentions-legales"],
      ["Confidentialité", "/confidentialite"],
    ]);
  });
});
