// The reviews asked of clients, in the admin (docs/product.md §26): « À valider » above the published
// reviews (read from /api/review-requests, again when the live count moves, nothing at all while
// none waits), « Publier » and « Refuser » (asked first), the « Avis » tab's badge, and
// « Demander un avis » from an event's menu and from a booking request, with its message and links.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent, type Content, type EventItem, type ReviewItem } from "../../shared/collections";
import type { BookingRequest, RequestsPage } from "../../shared/requests";
import type { ReviewLink, WaitingReview } from "../../shared/reviews";
import { reviewLinks } from "../../web/src/features/admin/reviewLinks";
import { json, renderAdmin } from "./admin-harness";
import { FakeSocket } from "./fixtures";

const SUNSET: EventItem = {
  id: 1,
  name: "Sunset House Session",
  date: "2026-06-14",
  time: "18:00 - 01:00",
  venue: "Les Voiles Pourpres, Canet-en-Roussillon",
  description: "Ouverture de la saison",
  image: "/media/event-sunset-house.webp",
  status: "scheduled",
  previousDate: null,
  ticketLink: null,
};

/** A review already published. */
const LEA: ReviewItem = {
  id: 5,
  firstName: "Léa",
  kind: "birthday",
  month: "2026-05",
  town: "Perpignan",
  text: "Une soirée parfaite.",
  photo: null,
  consent: "2026-05-20",
};

const CAMILLE: WaitingReview = {
  id: 21,
  firstName: "Camille",
  kind: "wedding",
  month: "2026-09",
  town: "Collioure",
  text: "Max a fait danser toutes les générations.\nMerci pour ce souvenir !",
  about: "Demande de Camille Roux — samedi 12 septembre 2026",
  sentAt: Date.UTC(2026, 10, 27, 7, 12),
};

const JULIEN: WaitingReview = {
  id: 22,
  firstName: "Julien",
  kind: "corporate",
  month: "2026-07",
  town: "Perpignan",
  text: "Ponctuel et à l’écoute.",
  about: "Sunset House Session — samedi 14 juin 2026",
  sentAt: Date.UTC(2026, 11, 1, 18, 30),
};

const JULIE: BookingRequest = {
  id: 12,
  status: "won",
  name: "Julie Martin",
  phone: "06 12 34 56 78",
  email: "julie@example.fr",
  date: "2026-06-19",
  kind: "wedding",
  town: "Collioure",
  guests: 120,
  budget: "",
  message: "",
  createdAt: Date.UTC(2026, 0, 27, 7, 12),
  updatedAt: Date.UTC(2026, 0, 27, 7, 12),
};

const MESSAGE = "Bonjour, merci pour votre confiance ! Votre avis compte : https://dj.example.fr/avis/abc";
/** The Worker's link for an event: no number, no address. */
const EVENT_LINK: ReviewLink = { id: 40, url: "https://dj.example.fr/avis/abc", expiresAt: Date.UTC(2026, 7, 12, 10), message: MESSAGE, phone: "", email: "" };
/** For a request: its client's number and address. */
const REQUEST_LINK: ReviewLink = { ...EVENT_LINK, id: 41, phone: "06 12 34 56 78", email: "julie@example.fr" };

const content = (): Content => ({ ...emptyContent(), events: [SUNSET], reviews: [LEA] });

/** What GET /api/review-requests answers. */
let waiting: WaitingReview[];
/** What POST /api/review-requests answers, by what it was asked for. */
let linkAnswer: (body: Record<string, number>) => Response;
let fetchMock: ReturnType<typeof vi.fn>;
let confirmSpy: ReturnType<typeof vi.fn>;
let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  waiting = [CAMILLE, JULIEN];
  linkAnswer = (body) => json("request" in body ? REQUEST_LINK : EVENT_LINK, 201);
  FakeSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  confirmSpy = vi.fn(() => true);
  vi.stubGlobal("confirm", confirmSpy);
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url === "/api/review-requests" && method === "GET") return json(waiting);
    if (url === "/api/review-requests" && method === "POST") return linkAnswer(body);
    const publish = /^\/api\/review-requests\/(\d+)\/publish$/.exec(url);
    if (publish && method === "POST") {
      const { id, about: _about, sentAt: _sentAt, ...fields } = waiting.find((review) => review.id === Number(publish[1]))!;
      return json({ ...fields, id: 1_790_000_000_000 + id, photo: null, consent: "2026-11-27" }, 201);
    }
    if (/^\/api\/review-requests\/\d+\/refuse$/.test(url) && method === "POST") return json(null, 204);
    if (url === "/api/requests") return json({ requests: [JULIE], next: null, fresh: 0 } satisfies RequestsPage);
    return json(null);
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "clipboard");
});

const calls = (url: string, method = "GET") => fetchMock.mock.calls.filter(([called, init]) => called === url && (init?.method ?? "GET") === method);
const sentBody = (url: string) => JSON.parse(String(calls(url, "POST").at(-1)?.[1]?.body));

/** The « Avis » tab shown, its « À valider » read; the panel. */
async function openReviews(name = "Avis") {
  renderAdmin(content());
  fireEvent.click(screen.getByRole("tab", { name }));
  const panel = screen.getByRole("tabpanel", { name });
  await waitFor(() => expect(calls("/api/review-requests")).toHaveLength(1));
  return panel;
}

const waitingSection = (panel: HTMLElement) => within(panel).getByRole("region", { name: /^À valider/ });
const card = (panel: HTMLElement, name: string) => within(panel).getByRole("article", { name });
const publishedNames = (panel: HTMLElement) =>
  within(panel)
    .queryAllByTestId("admin-item")
    .map((item) => within(item).getByRole("heading").textContent);

/** The requests channel, opened. */
async function requestsChannel() {
  const url = `ws://${window.location.host}/api/requests/live`;
  await waitFor(() => expect(FakeSocket.instances.filter((socket) => socket.url === url)).toHaveLength(1));
  const socket = FakeSocket.instances.find((socket) => socket.url === url)!;
  act(() => socket.open());
  return socket;
}

describe("« À valider »", () => {
  it("lists the reviews clients sent, oldest first, with what they told, above the published ones", async () => {
    const panel = await openReviews();
    const section = await within(panel).findByRole("region", { name: "À valider (2)" });
    expect(within(section).getByRole("heading", { level: 3 }).textContent).toBe("À valider (2)");
    expect(
      within(section)
        .getAllByRole("article")
        .map((article) => within(article).getByRole("heading").textContent),
    ).toEqual(["Camille", "Julien"]);

    const camille = card(panel, "Camille");
    expect(within(camille).getByText("Mariage · septembre 2026 · Collioure")).toBeTruthy();
    const text = within(camille).getByText(/^Max a fait danser/);
    expect(text.textContent).toBe("Max a fait danser toutes les générations.\nMerci pour ce souvenir !");
    expect(text.className).toContain("whitespace-pre-line");
    expect(within(camille).getByText("Demandé pour : Demande de Camille Roux — samedi 12 septembre 2026")).toBeTruthy();
    expect(within(camille).getByText("Envoyé le 27 nov. 2026 à 08:12")).toBeTruthy();
    expect(within(camille).getByRole("button", { name: "Publier" }).className).toContain("bg-ember-500");
    expect(within(camille).getByRole("button", { name: "Refuser" })).toBeTruthy();
    expect(within(card(panel, "Julien")).getByText("Événement d’entreprise · juillet 2026 · Perpignan")).toBeTruthy();

    // Above the published reviews, which stay as they are.
    expect(publishedNames(panel)).toEqual(["Léa"]);
    const published = within(panel).getAllByTestId("admin-item")[0];
    expect(section.compareDocumentPosition(published) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows nothing at all while no review waits", async () => {
    waiting = [];
    const panel = await openReviews();
    await act(async () => {});
    expect(within(panel).queryByRole("region")).toBeNull();
    expect(within(panel).queryByText(/À valider/)).toBeNull();
    expect(within(panel).queryByTestId("waiting-reviews")).toBeNull();
    expect(publishedNames(panel)).toEqual(["Léa"]);
  });

  it("publishes a review: the POST, the card gone, the sentence, the review among the published", async () => {
    const panel = await openReviews();
    await within(panel).findByRole("article", { name: "Camille" });
    fireEvent.click(within(card(panel, "Camille")).getByRole("button", { name: "Publier" }));
    await waitFor(() => expect(within(panel).queryByRole("article", { name: "Camille" })).toBeNull());
    expect(calls("/api/review-requests/21/publish", "POST")).toHaveLength(1);
    expect(within(panel).getByRole("status").textContent).toBe("Avis de Camille publié.");
    expect(waitingSection(panel).getAttribute("aria-labelledby")).toBeTruthy();
    expect(within(panel).getByRole("region", { name: "À valider (1)" })).toBeTruthy();
    expect(publishedNames(panel)).toEqual(["Camille", "Léa"]);
    expect(screen.getByRole("tab", { name: "Avis" }).textContent).toBe("Avis2");
  });

  it("refuses a review once the admin confirms, and leaves no box when the last one goes", async () => {
    waiting = [CAMILLE];
    const panel = await openReviews();
    await within(panel).findByRole("article", { name: "Camille" });

    confirmSpy.mockReturnValueOnce(false);
    fireEvent.click(within(card(panel, "Camille")).getByRole("button", { name: "Refuser" }));
    expect(confirmSpy).toHaveBeenCalledWith("Refuser l’avis de Camille ? Son texte sera supprimé.");
    expect(calls("/api/review-requests/21/refuse", "POST")).toHaveLength(0);
    expect(card(panel, "Camille")).toBeTruthy();

    fireEvent.click(within(card(panel, "Camille")).getByRole("button", { name: "Refuser" }));
    await waitFor(() => expect(within(panel).queryByRole("article", { name: "Camille" })).toBeNull());
    expect(calls("/api/review-requests/21/refuse", "POST")).toHaveLength(1);
    expect(within(panel).getByRole("status").textContent).toBe("Avis refusé.");
    expect(within(panel).queryByRole("region")).toBeNull();
    // Refused: not published.
    expect(publishedNames(panel)).toEqual(["Léa"]);
  });

  it("says in French why a review was not published, and keeps it", async () => {
    const panel = await openReviews();
    await within(panel).findByRole("article", { name: "Camille" });
    fetchMock.mockImplementationOnce(async () => json({ error: "REVIEW_REQUEST_NOT_FOUND", message: "Cet avis n’est plus à valider." }, 404));
    fireEvent.click(within(card(panel, "Camille")).getByRole("button", { name: "Publier" }));
    const camille = card(panel, "Camille");
    expect((await within(camille).findByRole("alert")).textContent).toBe("Cet avis n’est plus à valider.");
    expect((within(camille).getByRole("button", { name: "Publier" }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(panel).getByRole("status").textContent).toBe("");
    expect(publishedNames(panel)).toEqual(["Léa"]);
  });

  it("says in French when the list cannot be read, and reads it again on « Réessayer »", async () => {
    fetchMock.mockImplementationOnce(async () => Promise.reject(new TypeError("Failed to fetch")));
    const panel = await openReviews();
    expect((await within(panel).findByRole("alert")).textContent).toBe("Le serveur est injoignable. Vérifiez votre connexion puis réessayez.");
    fireEvent.click(within(panel).getByRole("button", { name: "Réessayer" }));
    await within(panel).findByRole("region", { name: "À valider (2)" });
    expect(within(panel).queryByRole("alert")).toBeNull();
  });
});

describe("the count of waiting reviews", () => {
  it("shows on the « Avis » tab from the requests channel, and brings a new review into « À valider »", async () => {
    renderAdmin(content());
    const socket = await requestsChannel();
    expect(screen.getByRole("tab", { name: "Avis" }).textContent).toBe("Avis1");
    // The count of new requests alone: no badge on « Avis ».
    act(() => socket.receive({ type: "requests", fresh: 1, reviews: 0 }));
    expect(screen.getByRole("tab", { name: "Avis" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Demandes (1 nouvelle)" })).toBeTruthy();

    act(() => socket.receive({ type: "requests", fresh: 1, reviews: 2 }));
    const tab = screen.getByRole("tab", { name: "Avis (2 à valider)" });
    expect(tab.textContent).toBe("Avis12 (2 à valider)");

    fireEvent.click(tab);
    const panel = screen.getByRole("tabpanel", { name: "Avis (2 à valider)" });
    await within(panel).findByRole("region", { name: "À valider (2)" });
    const reads = calls("/api/review-requests").length;

    const nina: WaitingReview = { ...JULIEN, id: 23, firstName: "Nina", sentAt: JULIEN.sentAt + 60_000 };
    waiting = [CAMILLE, JULIEN, nina];
    act(() => socket.receive({ type: "requests", fresh: 1, reviews: 3 }));
    await within(panel).findByRole("article", { name: "Nina" });
    expect(calls("/api/review-requests")).toHaveLength(reads + 1);
    expect(within(panel).getByRole("region", { name: "À valider (3)" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Avis (3 à valider)" })).toBe(tab);

    // None left: the badge goes.
    waiting = [];
    act(() => socket.receive({ type: "requests", fresh: 1, reviews: 0 }));
    await waitFor(() => expect(within(panel).queryByRole("region")).toBeNull());
    expect(tab.textContent).toBe("Avis1");
  });
});

describe("« Demander un avis »", () => {
  /** Opens the event's « Plus d’actions » menu and picks « Demander un avis »; the menu's button. */
  function askForEvent(name: string) {
    const button = screen.getByRole("button", { name: `Plus d’actions pour « ${name} »` });
    fireEvent.click(button);
    const menu = screen.getByRole("menu", { name: `Plus d’actions pour « ${name} »` });
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Demander un avis" }));
    return button;
  }

  const href = (dialog: HTMLElement, name: string) => within(dialog).getByRole("link", { name }).getAttribute("href");
  const text = encodeURIComponent(MESSAGE);

  it("from an event: makes the link, shows the message, its end and the ways to send it, copies the link", async () => {
    renderAdmin(content());
    const menuButton = askForEvent("Sunset House Session");
    const dialog = screen.getByRole("dialog", { name: "Demander un avis" });
    expect(within(dialog).getByText("Pour « Sunset House Session »")).toBeTruthy();
    const message = (await within(dialog).findByRole("textbox", { name: "Message à envoyer" })) as HTMLTextAreaElement;
    expect(sentBody("/api/review-requests")).toEqual({ event: 1 });
    expect(calls("/api/review-requests", "POST")).toHaveLength(1);
    expect(message.value).toBe(MESSAGE);
    expect(message.readOnly).toBe(true);
    expect(within(dialog).getByText("Lien valable jusqu’au 12 août 2026")).toBeTruthy();

    // No number nor address for an event: the app asks whom to send it to.
    const whatsapp = within(dialog).getByRole("link", { name: "WhatsApp (nouvel onglet)" });
    expect(whatsapp.getAttribute("href")).toBe(`https://wa.me/?text=${text}`);
    expect(whatsapp.getAttribute("target")).toBe("_blank");
    expect(whatsapp.getAttribute("rel")).toContain("noopener");
    expect(href(dialog, "SMS")).toBe(`sms:?&body=${text}`);
    expect(href(dialog, "E-mail")).toBe(`mailto:?subject=Votre%20avis&body=${text}`);

    const status = within(dialog).getAllByRole("status").at(-1)!;
    expect(status.textContent).toBe("");
    fireEvent.click(within(dialog).getByRole("button", { name: "Copier le lien" }));
    await waitFor(() => expect(status.textContent).toBe("Lien copié"));
    expect(writeText).toHaveBeenCalledWith("https://dj.example.fr/avis/abc");

    // Closed: the focus back on the menu's button.
    fireEvent.click(within(dialog).getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it("from a booking request: sends the message to its client's number and address", async () => {
    renderAdmin(content());
    fireEvent.click(screen.getByRole("tab", { name: "Demandes" }));
    const panel = screen.getByRole("tabpanel", { name: "Demandes" });
    const julie = await within(panel).findByRole("article", { name: "Julie Martin" });
    const button = within(julie).getByRole("button", { name: "Demander un avis" });
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole("dialog", { name: "Demander un avis" });
    expect(within(dialog).getByText("Pour « Julie Martin »")).toBeTruthy();
    await within(dialog).findByRole("textbox", { name: "Message à envoyer" });
    expect(sentBody("/api/review-requests")).toEqual({ request: 12 });
    expect(href(dialog, "WhatsApp (nouvel onglet)")).toBe(`https://wa.me/33612345678?text=${text}`);
    expect(href(dialog, "SMS")).toBe(`sms:+33612345678?&body=${text}`);
    expect(href(dialog, "E-mail")).toBe(`mailto:julie@example.fr?subject=Votre%20avis&body=${text}`);

    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("says in French why the link was not made, and makes it on « Réessayer »", async () => {
    linkAnswer = () => json({ error: "EVENT_NOT_FOUND", message: "Cet événement n'existe plus." }, 404);
    renderAdmin(content());
    askForEvent("Sunset House Session");
    const dialog = screen.getByRole("dialog", { name: "Demander un avis" });
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Cet événement n'existe plus.");
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    expect(within(dialog).queryByRole("link")).toBeNull();

    linkAnswer = () => json(EVENT_LINK, 201);
    fireEvent.click(within(dialog).getByRole("button", { name: "Réessayer" }));
    await within(dialog).findByRole("textbox", { name: "Message à envoyer" });
    expect(calls("/api/review-requests", "POST")).toHaveLength(2);
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("says when the link could not be copied", async () => {
    writeText.mockRejectedValueOnce(new Error("NotAllowedError"));
    renderAdmin(content());
    askForEvent("Sunset House Session");
    const dialog = screen.getByRole("dialog", { name: "Demander un avis" });
    fireEvent.click(await within(dialog).findByRole("button", { name: "Copier le lien" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Le lien n’a pas pu être copié : sélectionnez-le dans le message.");
  });

  it("writes a number from abroad as wa.me and sms want it, and leaves out one that is no number", () => {
    const links = reviewLinks({ message: "Merci", phone: "+32470123456", email: "" });
    expect(links.whatsapp).toBe("https://wa.me/32470123456?text=Merci");
    expect(links.sms).toBe("sms:+32470123456?&body=Merci");
    expect(reviewLinks({ message: "Merci", phone: "pas de numéro", email: "" }).whatsapp).toBe("https://wa.me/?text=Merci");
  });
});
