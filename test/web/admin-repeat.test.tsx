// Events as they happen, in the admin (docs/product.md §16): the status list and « Date initiale »
// shown only for « Nouvelle date », « Dupliquer » opening a filled form without a date, and
// « Répéter »: the dates of each frequency (repeat.ts), their preview and count, the limit of 52,
// and one POST /api/events/batch with exactly the dates shown.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent, type Content, type EventItem } from "../../shared/collections";
import { firstOccurrence, repeatDates, repeatedEvents } from "../../web/src/features/admin/repeat";
import { json, label, renderAdmin } from "./admin-harness";

const SUNSET: EventItem = {
  id: 1,
  name: "Sunset House Session",
  date: "2026-06-14",
  time: "18:00 - 01:00",
  venue: "Les Voiles Pourpres, Canet-en-Roussillon",
  description: "Ouverture de la saison",
  image: "/media/event-sunset-house.webp",
  status: "rescheduled",
  previousDate: "2026-06-07",
  ticketLink: "https://billetterie.example.com/sunset",
  updatedAt: 1_780_000_000_000,
  revision: 3,
};

/** An event on the 31st, for the months that have no such day. */
const MONTH_END: EventItem = {
  id: 2,
  name: "Closing Party",
  date: "2026-07-31",
  time: "22:00 - 04:00",
  venue: "L’Orbital Club, Perpignan",
  description: "La dernière du mois",
  image: "/media/event-club.webp",
  status: "scheduled",
  previousDate: null,
  ticketLink: null,
};

const content = (): Content => ({ ...emptyContent(), events: [SUNSET, MONTH_END] });

/** Opens the event's « Plus d’actions » menu and picks an entry. */
function moreAction(name: string, action: "Dupliquer" | "Répéter") {
  fireEvent.click(screen.getByRole("button", { name: `Plus d’actions pour « ${name} »` }));
  const menu = screen.getByRole("menu", { name: `Plus d’actions pour « ${name} »` });
  fireEvent.click(within(menu).getByRole("menuitem", { name: action }));
}

/** The long dates the repeat dialog lists. */
const previewed = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole("listitem")
    .map((item) => item.querySelector("time")?.textContent);

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("repeatDates", () => {
  it("weekly: from the week after the event up to the end day included", () => {
    expect(repeatDates("2026-06-14", "weekly", "2026-07-12")).toEqual({ dates: ["2026-06-21", "2026-06-28", "2026-07-05", "2026-07-12"], tooMany: false });
    expect(repeatDates("2026-06-14", "weekly", "2026-07-11").dates.at(-1)).toBe("2026-07-05");
  });

  it("every two weeks, across the clock change and the new year", () => {
    expect(repeatDates("2026-10-18", "biweekly", "2027-01-10").dates).toEqual([
      "2026-11-01",
      "2026-11-15",
      "2026-11-29",
      "2026-12-13",
      "2026-12-27",
      "2027-01-10",
    ]);
  });

  it("monthly: the same day, or the month's last day when it has none, without drifting after a short month", () => {
    expect(repeatDates("2026-01-31", "monthly", "2026-06-30").dates).toEqual(["2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30"]);
    expect(repeatDates("2027-12-31", "monthly", "2028-03-01").dates).toEqual(["2028-01-31", "2028-02-29"]);
    expect(repeatDates("2026-06-14", "monthly", "2026-09-13").dates).toEqual(["2026-07-14", "2026-08-14"]);
  });

  it("no date before the first occurrence, nor with an unreadable day", () => {
    expect(repeatDates("2026-06-14", "weekly", "2026-06-20")).toEqual({ dates: [], tooMany: false });
    expect(repeatDates("2026-06-14", "weekly", "")).toEqual({ dates: [], tooMany: false });
    expect(repeatDates("2026-02-30", "weekly", "2026-12-31")).toEqual({ dates: [], tooMany: false });
    expect(firstOccurrence("2026-06-14", "biweekly")).toBe("2026-06-28");
  });

  it("52 dates at most: the 53rd is refused, and a far end day stops counting there", () => {
    const year = repeatDates("2026-06-14", "weekly", "2027-06-13");
    expect(year.dates).toHaveLength(52);
    expect(year.tooMany).toBe(false);
    expect(repeatDates("2026-06-14", "weekly", "2027-06-20")).toMatchObject({ tooMany: true });
    expect(repeatDates("2026-06-14", "weekly", "9999-12-31").dates).toHaveLength(52);
  });

  it("each new event is a copy on its day, « Programmé », without a previous date, an id or the store's stamps", () => {
    const [copy] = repeatedEvents(SUNSET, ["2026-06-21"]);
    const { id: _id, updatedAt: _updatedAt, revision: _revision, ...fields } = SUNSET;
    expect(copy).toEqual({ ...fields, date: "2026-06-21", status: "scheduled", previousDate: null });
  });
});

describe("the status in the event form", () => {
  it("is a list of the five statuses, « Programmé » first; « Date initiale » shows only for « Nouvelle date »", () => {
    renderAdmin(content());
    fireEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    const dialog = screen.getByRole("dialog", { name: "Ajouter un événement" });
    const status = within(dialog).getByLabelText(label("Statut")) as HTMLSelectElement;
    expect(status.tagName).toBe("SELECT");
    expect([...status.options].map((option) => [option.value, option.textContent])).toEqual([
      ["scheduled", "Programmé"],
      ["soldOut", "Complet"],
      ["cancelled", "Annulé"],
      ["postponed", "Reporté"],
      ["rescheduled", "Nouvelle date"],
    ]);
    expect(status.value).toBe("scheduled");
    // Right after « Date ».
    const names = [...dialog.querySelectorAll("input, select, textarea")].map((field) => field.getAttribute("name"));
    expect(names.slice(0, 3)).toEqual(["name", "date", "status"]);
    expect(within(dialog).queryByLabelText(label("Date initiale"))).toBeNull();

    fireEvent.change(status, { target: { value: "rescheduled" } });
    const previous = within(dialog).getByLabelText(label("Date initiale")) as HTMLInputElement;
    expect(previous.type).toBe("date");
    expect(previous.required).toBe(true);
    expect(within(dialog).getByText("La date annoncée avant le changement ; « Date » est la nouvelle.")).toBeTruthy();

    fireEvent.change(status, { target: { value: "cancelled" } });
    expect(within(dialog).queryByLabelText(label("Date initiale"))).toBeNull();
  });

  it("asks for « Date initiale » with « Nouvelle date », and stores null under any other status", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => json(JSON.parse(String(init?.body)), 200));
    vi.stubGlobal("fetch", fetchMock);
    renderAdmin(content());
    fireEvent.click(screen.getByRole("button", { name: "Modifier « Sunset House Session »" }));
    const dialog = screen.getByRole("dialog", { name: "Modifier l’événement" });
    expect((within(dialog).getByLabelText(label("Statut")) as HTMLSelectElement).value).toBe("rescheduled");
    const previous = within(dialog).getByLabelText(label("Date initiale")) as HTMLInputElement;
    expect(previous.value).toBe("2026-06-07");

    fireEvent.change(previous, { target: { value: "" } });
    fireEvent.submit(dialog.querySelector("form")!);
    expect(within(dialog).getAllByText("Ce champ est obligatoire")).toHaveLength(1);
    expect(previous.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(previous);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(label("Statut")), { target: { value: "soldOut" } });
    fireEvent.submit(dialog.querySelector("form")!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({ id: 1, status: "soldOut", previousDate: null });
  });
});

describe("« Dupliquer »", () => {
  it("opens « Ajouter un événement » filled with the event, without its date, as « Programmé », and creates a new event", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => json({ ...JSON.parse(String(init?.body)), id: 77 }, 201));
    vi.stubGlobal("fetch", fetchMock);
    renderAdmin(content());
    moreAction("Sunset House Session", "Dupliquer");
    const dialog = screen.getByRole("dialog", { name: "Ajouter un événement" });
    const field = (text: string) => within(dialog).getByLabelText(label(text)) as HTMLInputElement;
    expect(field("Nom").value).toBe("Sunset House Session");
    expect(field("Horaires").value).toBe("18:00 - 01:00");
    expect(field("Lieu").value).toBe("Les Voiles Pourpres, Canet-en-Roussillon");
    expect(field("Description").value).toBe("Ouverture de la saison");
    expect(field("Lien billetterie").value).toBe("https://billetterie.example.com/sunset");
    expect(field("Date").value).toBe("");
    expect(field("Statut").value).toBe("scheduled");
    expect(within(dialog).queryByLabelText(label("Date initiale"))).toBeNull();
    // The one thing left to fill is the date: the form starts there.
    await waitFor(() => expect(document.activeElement).toBe(field("Date")));

    fireEvent.change(field("Date"), { target: { value: "2026-08-22" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Ajouter" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/events");
    const { id, ...sent } = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(id).not.toBe(1);
    expect(sent).toEqual({
      name: "Sunset House Session",
      date: "2026-08-22",
      status: "scheduled",
      previousDate: null,
      time: "18:00 - 01:00",
      venue: "Les Voiles Pourpres, Canet-en-Roussillon",
      image: "/media/event-sunset-house.webp",
      description: "Ouverture de la saison",
      ticketLink: "https://billetterie.example.com/sunset",
    });
    expect(screen.getAllByText("Sunset House Session")).toHaveLength(2);
  });

  it("the menu: the arrow keys move between its entries, Escape closes it and gives the focus back", () => {
    renderAdmin(content());
    const button = screen.getByRole("button", { name: "Plus d’actions pour « Sunset House Session »" });
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("menu");
    const [duplicate, repeat, askReview] = within(menu).getAllByRole("menuitem");
    expect(askReview.textContent).toBe("Demander un avis");
    expect(document.activeElement).toBe(duplicate);
    fireEvent.keyDown(duplicate, { key: "ArrowDown" });
    expect(document.activeElement).toBe(repeat);
    fireEvent.keyDown(repeat, { key: "ArrowDown" });
    expect(document.activeElement).toBe(askReview);
    fireEvent.keyDown(askReview, { key: "ArrowDown" });
    expect(document.activeElement).toBe(duplicate);
    fireEvent.keyDown(duplicate, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe("« Répéter »", () => {
  /** Opens the dialog on the event and sets the frequency and the end day. */
  function openRepeat(name: string, frequency: string, until: string) {
    moreAction(name, "Répéter");
    const dialog = screen.getByRole("dialog", { name: "Répéter l’événement" });
    fireEvent.click(within(dialog).getByRole("radio", { name: frequency }));
    fireEvent.change(within(dialog).getByLabelText("Jusqu’au"), { target: { value: until } });
    return dialog;
  }

  it("lists the weekly dates with their count, and the count on the button", () => {
    renderAdmin(content());
    moreAction("Sunset House Session", "Répéter");
    const dialog = screen.getByRole("dialog", { name: "Répéter l’événement" });
    expect(within(dialog).getByText("Sunset House Session")).toBeTruthy();
    expect((within(dialog).getByRole("radio", { name: "Chaque semaine" }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(["Chaque semaine", "Toutes les deux semaines", "Chaque mois"]);
    // Nothing to create before an end day is chosen.
    expect((within(dialog).getByRole("button", { name: "Créer les dates" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText("Jusqu’au"), { target: { value: "2026-07-12" } });
    expect(previewed(dialog)).toEqual(["21 juin 2026", "28 juin 2026", "5 juillet 2026", "12 juillet 2026"]);
    expect(within(dialog).getByTestId("repeat-summary").textContent).toBe("4 dates à créer, chacune un nouvel événement programmé.");
    expect((within(dialog).getByRole("button", { name: "Créer 4 dates" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("every two weeks", () => {
    renderAdmin(content());
    const dialog = openRepeat("Sunset House Session", "Toutes les deux semaines", "2026-07-26");
    expect(previewed(dialog)).toEqual(["28 juin 2026", "12 juillet 2026", "26 juillet 2026"]);
    expect(within(dialog).getByRole("button", { name: "Créer 3 dates" })).toBeTruthy();
  });

  it("monthly from the 31st: the last day of the shorter months", () => {
    renderAdmin(content());
    const dialog = openRepeat("Closing Party", "Chaque mois", "2026-12-31");
    expect(previewed(dialog)).toEqual(["31 août 2026", "30 septembre 2026", "31 octobre 2026", "30 novembre 2026", "31 décembre 2026"]);
  });

  it("refuses a 53rd date with its message, and an end day before the first date", () => {
    renderAdmin(content());
    const dialog = openRepeat("Sunset House Session", "Chaque semaine", "2027-06-13");
    expect(previewed(dialog)).toHaveLength(52);
    expect(within(dialog).getByRole("button", { name: "Créer 52 dates" })).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText("Jusqu’au"), { target: { value: "2027-06-20" } });
    expect(within(dialog).getByTestId("repeat-summary").textContent).toBe("52 dates au maximum à la fois : choisissez un jour plus proche.");
    expect(previewed(dialog)).toEqual([]);
    expect((within(dialog).getByRole("button", { name: "Créer les dates" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText("Jusqu’au"), { target: { value: "2026-06-20" } });
    expect(within(dialog).getByTestId("repeat-summary").textContent).toBe("Aucune date à créer : choisissez un jour à partir du 21 juin 2026.");
    expect((within(dialog).getByRole("button", { name: "Créer les dates" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends exactly the dates shown in one POST /api/events/batch, then shows the new events", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    renderAdmin(content());
    const dialog = openRepeat("Sunset House Session", "Toutes les deux semaines", "2026-07-12");
    fireEvent.click(within(dialog).getByRole("button", { name: "Créer 2 dates" }));
    expect(within(dialog).getByRole("button", { name: "Enregistrement..." })).toBeTruthy();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init?.method]).toEqual(["/api/events/batch", "POST"]);
    const { items } = JSON.parse(String(init?.body)) as { items: EventItem[] };
    expect(items.map((item) => item.date)).toEqual(["2026-06-28", "2026-07-12"]);
    const { id: _id, updatedAt: _updatedAt, revision: _revision, ...fields } = SUNSET;
    for (const item of items) expect(item).toEqual({ ...fields, date: item.date, status: "scheduled", previousDate: null });

    await act(async () =>
      answer(
        json(
          items.map((item, index) => ({ ...item, id: 100 + index, updatedAt: 1, revision: 0 })),
          201,
        ),
      ),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getAllByText("Sunset House Session")).toHaveLength(3);
    expect(within(panel).getByText("12 juillet 2026")).toBeTruthy();
  });

  it("a refusal keeps the dialog open with the French message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(
          {
            error: "VALIDATION_FAILED",
            message: "Certains champs sont invalides.",
            fields: [
              { field: "items.0.description", message: "2000 caractères au maximum" },
              { field: "items.1.description", message: "2000 caractères au maximum" },
            ],
          },
          400,
        ),
      ),
    );
    renderAdmin(content());
    const dialog = openRepeat("Sunset House Session", "Chaque semaine", "2026-06-28");
    fireEvent.click(within(dialog).getByRole("button", { name: "Créer 2 dates" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toBe("Certains champs sont invalides — Description : 2000 caractères au maximum."),
    );
    expect(screen.getByRole("dialog", { name: "Répéter l’événement" })).toBe(dialog);
    expect(previewed(dialog)).toEqual(["21 juin 2026", "28 juin 2026"]);
    expect(within(screen.getByRole("tabpanel")).getAllByText("Sunset House Session")).toHaveLength(1);
  });
});
