// The admin's « Demandes » (docs/product.md §23): the requests read from /api/requests newest first,
// their status set, their day blocked, their deletion, the answers prepared in the links, the tab's
// count of new ones from the live channel (which reads the list again), and a refusal in French.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent } from "../../shared/collections";
import type { AdminMonth, BusyDay } from "../../shared/availability";
import type { BookingRequest, RequestsPage } from "../../shared/requests";
import { REQUEST_WORDS } from "../../web/src/features/admin/requestWords";
import { json, renderAdmin, shownTabNames, TAB_NAMES } from "./admin-harness";
import { FakeSocket } from "./fixtures";
import { DEFAULT_PROFILE } from "./profile";

const JULIE: BookingRequest = {
  id: 12,
  status: "new",
  name: "Julie Martin",
  phone: "06 12 34 56 78",
  email: "julie@example.fr",
  date: "2027-06-19",
  kind: "wedding",
  town: "Collioure",
  guests: 120,
  budget: "1 500 €",
  message: "Bonjour,\nUn mariage en plein air.",
  createdAt: Date.UTC(2026, 10, 27, 7, 12),
  updatedAt: Date.UTC(2026, 10, 27, 7, 12),
};

/** Answered already, by mail only, for a day now past. */
const PAUL: BookingRequest = {
  id: 9,
  status: "answered",
  name: "Paul Durand",
  phone: "",
  email: "paul@example.fr",
  date: "2027-05-30",
  kind: "",
  town: "",
  guests: null,
  budget: "",
  message: "",
  createdAt: Date.UTC(2026, 10, 20, 18, 5),
  updatedAt: Date.UTC(2026, 10, 21, 9, 0),
};

const page = (requests: BookingRequest[], next: number | null = null): RequestsPage => ({ requests, next, fresh: 1 });

/** The API's pages of requests, by address; the first one unless told otherwise. */
let pages: Record<string, RequestsPage>;
/** The days of June 2027 the DJ has marked, as GET /api/busy-days answers them. */
let markedDays: BusyDay[];
const JUNE_DAYS: Omit<AdminMonth, "busyDays"> = { month: "2027-06", today: "2027-06-02", lastDay: "2029-06-02", events: [] };
let fetchMock: ReturnType<typeof vi.fn>;
let confirmSpy: ReturnType<typeof vi.fn>;

const requestOf = (url: string) =>
  Object.values(pages)
    .flatMap((shown) => shown.requests)
    .find((request) => url.endsWith(`/${request.id}`));

beforeEach(() => {
  markedDays = [];
  vi.useFakeTimers({ now: new Date(2027, 5, 2, 10), toFake: ["Date"] });
  FakeSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  confirmSpy = vi.fn(() => true);
  vi.stubGlobal("confirm", confirmSpy);
  pages = { "/api/requests": page([JULIE, PAUL]) };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (init?.method === "PUT") return json({ date: url.split("/").at(-1), ...body, updatedAt: 2 });
    if (init?.method === "PATCH") return json({ ...requestOf(url), ...body, updatedAt: 3 });
    if (init?.method === "DELETE") return json(null, 204);
    if (url.startsWith("/api/busy-days?month=")) return json({ ...JUNE_DAYS, busyDays: markedDays });
    return json(pages[url]);
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openTab() {
  renderAdmin(emptyContent());
  fireEvent.click(screen.getByRole("tab", { name: "Demandes" }));
  const panel = screen.getByRole("tabpanel", { name: "Demandes" });
  await within(panel).findByRole("heading", { name: "Julie Martin" });
  return panel;
}

const card = (panel: HTMLElement, name: string) => within(panel).getByRole("article", { name });
const calledWith = (url: string, method: string, body?: unknown) =>
  expect(fetchMock).toHaveBeenCalledWith(url, expect.objectContaining({ method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));

describe("the Demandes tab", () => {
  it("comes between Disponibilités and Statistiques and lists the requests, newest first, with what they tell", async () => {
    const panel = await openTab();
    expect(shownTabNames()).toEqual(TAB_NAMES);
    expect(screen.queryByRole("button", { name: "Ajouter" })).toBeNull();
    calledWith("/api/requests", "GET");
    expect(
      within(panel)
        .getAllByRole("article")
        .map((article) => within(article).getByRole("heading").textContent),
    ).toEqual(["Julie Martin", "Paul Durand"]);

    const julie = card(panel, "Julie Martin");
    expect(within(julie).getByText("Nouvelle", { selector: "span" })).toBeTruthy();
    for (const text of ["samedi 19 juin 2027", "Mariage", "Collioure", "120", "1 500 €", "06 12 34 56 78", "julie@example.fr"]) {
      expect(within(julie).getByText(text)).toBeTruthy();
    }
    const message = within(julie).getByText(/^Bonjour,/);
    expect(message.textContent).toBe("Bonjour,\nUn mariage en plein air.");
    expect(message.className).toContain("whitespace-pre-line");
    expect(within(julie).getByText("Reçue le 27 nov. 2026 à 08:12")).toBeTruthy();
    expect((within(julie).getByRole("button", { name: "Bloquer la date" }) as HTMLButtonElement).disabled).toBe(false);

    // Nothing told beyond an address: no line for it, only the mail; a past day cannot be blocked.
    const paul = card(panel, "Paul Durand");
    expect(within(paul).getByText("Répondue", { selector: "span" })).toBeTruthy();
    expect(within(paul).queryByText("Lieu")).toBeNull();
    expect(
      within(paul)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["E-mail"]);
    expect((within(paul).getByRole("button", { name: "Bloquer la date" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("prepares the answer, signed, in every link, and marks a new request « Répondue » when one is tapped", async () => {
    const panel = await openTab();
    const julie = card(panel, "Julie Martin");
    const answer = `Bonjour Julie Martin, merci pour votre demande pour le samedi 19 juin 2027 (mariage à Collioure). Je reviens vers vous avec une proposition. ${DEFAULT_PROFILE.name}`;
    expect(within(julie).getByRole("link", { name: "Appeler" }).getAttribute("href")).toBe("tel:+33612345678");
    expect(within(julie).getByRole("link", { name: "SMS" }).getAttribute("href")).toContain(encodeURIComponent(answer));
    expect(within(julie).getByRole("link", { name: "E-mail" }).getAttribute("href")).toContain(`body=${encodeURIComponent(answer)}`);
    const whatsapp = within(julie).getByRole("link", { name: "WhatsApp (nouvel onglet)" });
    expect(whatsapp.getAttribute("href")).toBe(`https://wa.me/33612345678?text=${encodeURIComponent(answer)}`);
    expect(whatsapp.getAttribute("target")).toBe("_blank");
    expect(whatsapp.getAttribute("rel")).toContain("noopener");

    // The page stays: the phone's own app takes the link.
    julie.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(within(julie).getByRole("link", { name: "SMS" }));
    await within(julie).findByText("Répondue", { selector: "span" });
    calledWith("/api/requests/12", "PATCH", { status: "answered" });

    // An answered request stays as it is.
    fireEvent.click(within(julie).getByRole("link", { name: "Appeler" }));
    await act(async () => {});
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH")).toHaveLength(1);
  });

  it("sets a request's status", async () => {
    const panel = await openTab();
    const julie = card(panel, "Julie Martin");
    fireEvent.change(within(julie).getByLabelText("Statut"), { target: { value: "won" } });
    await within(julie).findByText("Gagnée", { selector: "span" });
    calledWith("/api/requests/12", "PATCH", { status: "won" });
    expect((within(julie).getByLabelText("Statut") as HTMLSelectElement).value).toBe("won");
  });

  it("says in French why a status was not saved, and shows the one kept", async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      init?.method === "PATCH" ? json({ error: "REQUEST_NOT_FOUND", message: "Cette demande n’existe plus." }, 404) : json(pages[url]),
    );
    const panel = await openTab();
    const julie = card(panel, "Julie Martin");
    fireEvent.change(within(julie).getByLabelText("Statut"), { target: { value: "spam" } });
    expect((await within(julie).findByRole("alert")).textContent).toBe("Cette demande n’existe plus.");
    await waitFor(() => expect((within(julie).getByLabelText("Statut") as HTMLSelectElement).value).toBe("new"));
    expect(within(julie).getByText("Nouvelle", { selector: "span" })).toBeTruthy();
  });

  it("blocks the request's day « Pris », with whose request it is in the note", async () => {
    const panel = await openTab();
    const julie = card(panel, "Julie Martin");
    fireEvent.click(within(julie).getByRole("button", { name: "Bloquer la date" }));
    await waitFor(() => expect(within(julie).getByRole("status").textContent).toBe("Date bloquée : les visiteurs la voient « Déjà pris »."));
    calledWith("/api/busy-days/2027-06-19", "PUT", { kind: "booked", note: "Demande de Julie Martin — Mariage" });
  });

  it("keeps the note the day already had above the request's", async () => {
    markedDays = [{ date: "2027-06-19", kind: "option", note: "Option pour les Dupont jusqu’au 1er mars", updatedAt: 1 }];
    const panel = await openTab();
    const julie = card(panel, "Julie Martin");
    fireEvent.click(within(julie).getByRole("button", { name: "Bloquer la date" }));
    await within(julie).findByRole("status");
    calledWith("/api/busy-days/2027-06-19", "PUT", { kind: "booked", note: "Option pour les Dupont jusqu’au 1er mars\nDemande de Julie Martin — Mariage" });
  });

  it("deletes a request once the admin confirms", async () => {
    const panel = await openTab();
    confirmSpy.mockReturnValueOnce(false);
    fireEvent.click(within(card(panel, "Julie Martin")).getByRole("button", { name: "Supprimer" }));
    expect(confirmSpy).toHaveBeenCalledWith("Supprimer définitivement la demande de Julie Martin ?");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    fireEvent.click(within(card(panel, "Julie Martin")).getByRole("button", { name: "Supprimer" }));
    await waitFor(() => expect(within(panel).queryByRole("article", { name: "Julie Martin" })).toBeNull());
    calledWith("/api/requests/12", "DELETE");
    expect(within(panel).getAllByRole("article")).toHaveLength(1);
  });

  it("adds the older requests with « Voir plus »", async () => {
    pages = { "/api/requests": page([JULIE], 12), "/api/requests?before=12": page([PAUL]) };
    const panel = await openTab();
    fireEvent.click(within(panel).getByRole("button", { name: "Voir plus" }));
    await within(panel).findByRole("article", { name: "Paul Durand" });
    calledWith("/api/requests?before=12", "GET");
    expect(within(panel).getAllByRole("article")).toHaveLength(2);
    expect(within(panel).queryByRole("button", { name: "Voir plus" })).toBeNull();
  });

  it("says when there is none yet", async () => {
    pages = { "/api/requests": page([]) };
    renderAdmin(emptyContent());
    fireEvent.click(screen.getByRole("tab", { name: "Demandes" }));
    const panel = screen.getByRole("tabpanel", { name: "Demandes" });
    expect(
      await within(panel).findByText(
        "Aucune demande pour l’instant. Activez le formulaire dans Profil › Contact pour en recevoir depuis « Vérifier une date ».",
      ),
    ).toBeTruthy();
  });

  it("says in French when the list cannot be read, and reads it again on « Réessayer »", async () => {
    fetchMock.mockImplementationOnce(async () => Promise.reject(new TypeError("Failed to fetch")));
    renderAdmin(emptyContent());
    fireEvent.click(screen.getByRole("tab", { name: "Demandes" }));
    const panel = screen.getByRole("tabpanel", { name: "Demandes" });
    expect((await within(panel).findByRole("alert")).textContent).toBe("Le serveur est injoignable. Vérifiez votre connexion puis réessayez.");
    fireEvent.click(within(panel).getByRole("button", { name: "Réessayer" }));
    await within(panel).findByRole("article", { name: "Julie Martin" });
  });
});

describe("the count of new requests", () => {
  it("shows on the tab from the live channel, on every tab, and brings a new request into the list", async () => {
    renderAdmin(emptyContent());
    // Its own channel, beside the figures' (admin-stats.test.tsx).
    const channel = `ws://${window.location.host}/api/requests/live`;
    await waitFor(() => expect(FakeSocket.instances.filter((socket) => socket.url === channel)).toHaveLength(1));
    const socket = FakeSocket.instances.find((socket) => socket.url === channel)!;
    act(() => socket.open());
    expect(screen.getByRole("tab", { name: "Demandes" })).toBeTruthy();

    act(() => socket.receive({ type: "requests", fresh: 3 }));
    const tab = screen.getByRole("tab", { name: `Demandes${REQUEST_WORDS.fresh(3)}` });
    expect(tab.textContent).toBe("Demandes3 (3 nouvelles)");
    // Anything else on the channel is not a count.
    act(() => socket.receive({ type: "requests", fresh: "4" }));
    act(() => socket.receive({ type: "version", version: 4 }));
    expect(screen.getByRole("tab", { name: "Demandes (3 nouvelles)" })).toBe(tab);

    fireEvent.click(tab);
    const panel = screen.getByRole("tabpanel", { name: "Demandes (3 nouvelles)" });
    await within(panel).findByRole("article", { name: "Julie Martin" });
    const newcomer: BookingRequest = { ...JULIE, id: 13, name: "Nina Roux", createdAt: JULIE.createdAt + 60_000 };
    pages = { "/api/requests": page([newcomer, JULIE, PAUL]) };
    act(() => socket.receive({ type: "requests", fresh: 1 }));
    await within(panel).findByRole("article", { name: "Nina Roux" });
    expect(
      within(panel)
        .getAllByRole("article")
        .map((article) => within(article).getByRole("heading").textContent),
    ).toEqual(["Nina Roux", "Julie Martin", "Paul Durand"]);
    expect(screen.getByRole("tab", { name: "Demandes (1 nouvelle)" })).toBe(tab);
  });
});
