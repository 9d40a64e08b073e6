// « Vérifier une date » (docs/product.md §22): the month from the API, each state's answer in
// French, the message built from what the visitor typed and the links that carry it; the days
// written as Intl writes them; the calendar by keyboard.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MonthAvailability } from "../../shared/availability";
import { bookingMessage, contactLinks } from "../../shared/booking";
import { frenchDay } from "../../shared/french-day";
import { TodayProvider } from "../../web/src/hooks/useToday";
import { AuthProvider } from "../../web/src/data/AuthProvider";
import Availability from "../../web/src/features/availability/Availability";
import { json } from "./admin-harness";
import { DEFAULT_PROFILE, WithProfile } from "./profile";

const JUNE: MonthAvailability = {
  month: "2027-06",
  today: "2027-06-02",
  lastDay: "2029-06-02",
  days: { "2027-06-12": "taken", "2027-06-13": "option" },
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // The visitor's clock: 2 June 2027, the day the API answers as today.
  vi.useFakeTimers({ now: new Date(2027, 5, 2, 10), toFake: ["Date"] });
  fetchMock = vi.fn(async (url: string) => {
    const month = new URL(url, "http://site").searchParams.get("month");
    return json(month === "2027-06" ? JUNE : { ...JUNE, month, days: {} });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** /disponibilites at `address`, as the app renders it. */
function renderChecker(address = "/disponibilites") {
  render(
    <MemoryRouter initialEntries={[address]}>
      <AuthProvider initialUser={null}>
        <WithProfile>
          <TodayProvider today="2027-06-02">
            <Availability />
          </TodayProvider>
        </WithProfile>
      </AuthProvider>
    </MemoryRouter>,
  );
}

/** /disponibilites (at `address`), once its month is read: the page's main. */
async function openChecker(address?: string) {
  renderChecker(address);
  const checker = screen.getByRole("main");
  await waitFor(() => expect(within(checker).getByRole("table").hasAttribute("aria-busy")).toBe(false));
  return checker;
}

const day = (checker: HTMLElement, date: string) => checker.querySelector<HTMLButtonElement>(`[data-day="${date}"]`)!;
const answer = () => screen.getByTestId("availability-answer");

describe("the month", () => {
  it("asks the API for the month shown and shows each day's state in its look and its name", async () => {
    const checker = await openChecker();
    expect(fetchMock).toHaveBeenCalledWith("/api/availability?month=2027-06", expect.anything());
    expect(day(checker, "2027-06-12").dataset.state).toBe("taken");
    expect(day(checker, "2027-06-12").getAttribute("aria-label")).toBe("samedi 12 juin 2027, Déjà pris");
    expect(day(checker, "2027-06-13").getAttribute("aria-label")).toBe("dimanche 13 juin 2027, Option en cours");
    expect(day(checker, "2027-06-14").getAttribute("aria-label")).toBe("lundi 14 juin 2027, Libre");
    expect(day(checker, "2027-06-01").getAttribute("aria-label")).toBe("mardi 1 juin 2027, passé");
    within(checker).getByText("juin 2027");
    expect(within(checker).getByRole<HTMLButtonElement>("button", { name: "Mois précédent" }).disabled).toBe(true);
  });

  it("moves the focus by the arrows, a week by up and down, a month by Page Down", async () => {
    const checker = await openChecker();
    day(checker, "2027-06-14").focus();
    fireEvent.keyDown(day(checker, "2027-06-14"), { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement).toBe(day(checker, "2027-06-15")));
    fireEvent.keyDown(day(checker, "2027-06-15"), { key: "ArrowDown" });
    await waitFor(() => expect(document.activeElement).toBe(day(checker, "2027-06-22")));
    fireEvent.keyDown(day(checker, "2027-06-22"), { key: "PageDown" });
    await waitFor(() => expect(document.activeElement).toBe(day(checker, "2027-07-22")));
    expect(fetchMock).toHaveBeenCalledWith("/api/availability?month=2027-07", expect.anything());
  });

  it("says when the month cannot be read, and reads it again on « Réessayer »", async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError("offline");
    });
    renderChecker();
    expect((await screen.findByRole("alert")).textContent).toContain("Les disponibilités ne se chargent pas. Vérifiez votre connexion puis réessayez.");
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("the answer", () => {
  it("says « Déjà pris » for a taken day, and offers no message", async () => {
    const checker = await openChecker();
    fireEvent.click(day(checker, "2027-06-12"));
    expect(answer().textContent).toContain("Déjà prisLe samedi 12 juin 2027 est déjà réservé. Choisissez un autre jour.");
    expect(screen.queryByTestId("booking-message")).toBeNull();
  });

  it("says « Option en cours » for a held day, with the message", async () => {
    const checker = await openChecker();
    fireEvent.click(day(checker, "2027-06-13"));
    expect(answer().textContent).toContain(
      "Option en coursUne option est posée sur le dimanche 13 juin 2027 : elle peut encore se libérer. Écrivez pour être prévenu en premier :",
    );
    expect(screen.getByTestId("booking-message").textContent).toContain("Bonjour, je souhaiterais vous réserver le dimanche 13 juin 2027.");
  });

  it("builds the message of a free day from what the visitor types, in every link", async () => {
    const checker = await openChecker();
    fireEvent.click(day(checker, "2027-06-14"));
    expect(answer().textContent).toContain("LibreLe lundi 14 juin 2027 est libre. Envoyez votre demande :");
    fireEvent.change(screen.getByLabelText("Type d’événement"), { target: { value: "wedding" } });
    fireEvent.change(screen.getByLabelText("Ville"), { target: { value: "Collioure" } });
    fireEvent.change(screen.getByLabelText("Nombre d’invités"), { target: { value: "120" } });
    const message = "Bonjour, je souhaiterais vous réserver le lundi 14 juin 2027 pour un mariage à Collioure, environ 120 invités.";
    expect(screen.getByTestId("booking-message").textContent).toContain(message);
    const text = encodeURIComponent(message);
    expect(screen.getByRole("link", { name: "Appeler" }).getAttribute("href")).toBe("tel:+33648271593");
    expect(screen.getByRole("link", { name: "SMS" }).getAttribute("href")).toBe(`sms:+33648271593?&body=${text}`);
    expect(screen.getByRole("link", { name: "WhatsApp (nouvel onglet)" }).getAttribute("href")).toBe(`https://wa.me/33648271593?text=${text}`);
    expect(screen.getByRole("link", { name: "E-mail" }).getAttribute("href")).toBe(
      `mailto:${DEFAULT_PROFILE.email}?subject=${encodeURIComponent("Réservation du lundi 14 juin 2027")}&body=${text}`,
    );
  });

  it("says a typed day is past, or beyond the horizon, without asking the API", async () => {
    const checker = await openChecker();
    const typed = within(checker).getByLabelText("Ou tapez la date");
    fireEvent.change(typed, { target: { value: "2027-05-30" } });
    expect(answer().textContent).toContain("Date passéeLe dimanche 30 mai 2027 est passé. Choisissez un jour à venir.");
    fireEvent.change(typed, { target: { value: "2029-06-03" } });
    expect(answer().textContent).toContain(
      "Pas encore ouverteLes réservations sont ouvertes jusqu’au samedi 2 juin 2029. Revenez un peu plus tard pour le dimanche 3 juin 2029.",
    );
    fireEvent.change(typed, { target: { value: "2029-06-02" } });
    await waitFor(() => expect(answer().textContent).toContain("Libre"));
    expect(fetchMock).toHaveBeenCalledWith("/api/availability?month=2029-06", expect.anything());
  });

  it("opens on the day its address asks about (?date=), and asks the user to pick one otherwise", async () => {
    await openChecker("/disponibilites?date=2027-06-12");
    expect(answer().textContent).toContain("Déjà pris");
    cleanup();
    const checker = await openChecker("/disponibilites?date=2027-02-30");
    expect(checker.textContent).toContain("Choisissez un jour dans le calendrier, ou tapez sa date.");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Vérifier une date");
  });
});

describe("the message and the days", () => {
  it("writes what was typed, and only that", () => {
    expect(bookingMessage({ date: "2027-06-14" })).toBe("Bonjour, je souhaiterais vous réserver le lundi 14 juin 2027.");
    expect(bookingMessage({ date: "2027-06-14", town: "  Perpignan " })).toBe("Bonjour, je souhaiterais vous réserver le lundi 14 juin 2027 à Perpignan.");
    expect(bookingMessage({ date: "2027-06-14", kind: "corporate", guests: 1 })).toBe(
      "Bonjour, je souhaiterais vous réserver le lundi 14 juin 2027 pour un événement d’entreprise, environ 1 invité.",
    );
  });

  it("puts the message in each link, encoded", () => {
    const links = contactLinks({ phone: "06 12 34 56 78", email: "dj@exemple.fr" }, "Bonjour & merci ?", "Réservation");
    expect(links).toEqual({
      call: "tel:+33612345678",
      sms: "sms:+33612345678?&body=Bonjour%20%26%20merci%20%3F",
      whatsapp: "https://wa.me/33612345678?text=Bonjour%20%26%20merci%20%3F",
      mail: "mailto:dj@exemple.fr?subject=R%C3%A9servation&body=Bonjour%20%26%20merci%20%3F",
    });
  });

  it("writes every day of the week as Intl.DateTimeFormat does in fr-FR", () => {
    const long = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let offset = 0; offset < 14; offset++) {
      const date = new Date(Date.UTC(2027, 0, 1 + offset * 29));
      expect(frenchDay(date.toISOString().slice(0, 10))).toBe(long.format(date));
    }
  });
});
