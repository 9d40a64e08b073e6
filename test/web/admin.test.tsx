// /admin (docs/product.md §2, §4): the redirect, the status, the tabs, the lists, the form modal and its
// fields, the two confirmation questions, and refused writes rolled back with their message while
// the form keeps what was typed.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent, type Content } from "../../shared/collections";
import { DELETE_QUESTION, LOGOUT_QUESTION } from "../../web/src/features/admin/Admin";
import { json, label, renderAdmin } from "./admin-harness";

const content = (): Content => ({
  ...emptyContent(),
  events: [
    {
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
    },
  ],
  photos: [{ id: 2, title: "Vinyles d’or", description: "Des disques", image: "/media/photo-03.webp" }],
  venues: [{ id: 3, name: "L’Orbital Club", location: "Perpignan", description: "Un club", image: "/media/venue-orbital.webp" }],
});

let confirmSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  confirmSpy = vi.fn(() => true);
  vi.stubGlobal("confirm", confirmSpy);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("access and layout", () => {
  it("has an outline without a gap, as screen readers and Lighthouse read it: the title, the tab, the groups, the items", () => {
    renderAdmin(content());
    const outline = () => screen.getAllByRole("heading").map((heading) => `${heading.tagName} ${heading.textContent?.replace(/\s+/g, " ").trim()}`);
    const gaps = (headings: string[]) => headings.filter((heading, index) => Number(heading[1]) > (index === 0 ? 1 : Number(headings[index - 1][1]) + 1));
    expect(outline().slice(0, 2)).toEqual(["H1 Administration", "H2 Événements"]);
    expect(outline()).toContain("H4 Sunset House Session");
    expect(gaps(outline())).toEqual([]);
    fireEvent.click(screen.getByRole("tab", { name: /^Photos/ }));
    expect(outline()).toEqual(["H1 Administration", "H2 Photos", "H3 Vinyles d’or"]);
  });

  it("sends a signed-out visitor to /login", async () => {
    const router = renderAdmin(content(), null);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows the title, Synchronisé, the collections' tabs with Événements first, and the event list", () => {
    renderAdmin(content());
    expect(screen.getByRole("heading", { level: 1, name: "Administration" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Synchronisé");
    const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
    // The collections first, in the home page's order.
    expect(tabs.slice(0, 5).map((tab) => tab.textContent?.replace(/\d+$/, ""))).toEqual(["Événements", "Photos", "Mixes", "Lieux", "Avis"]);
    expect(tabs[0].getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText("Sunset House Session")).toBeTruthy();
    expect(within(panel).getByText("14 juin 2026")).toBeTruthy();
    expect(within(panel).getByText("Les Voiles Pourpres, Canet-en-Roussillon")).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Modifier « Sunset House Session »" })).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Supprimer « Sunset House Session »" })).toBeTruthy();
  });

  it("says Mode local when the API cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderAdmin("none");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Mode local"));
  });

  it("switches tabs by click and with the arrow keys", () => {
    renderAdmin(content());
    fireEvent.click(screen.getByRole("tab", { name: /Photos/ }));
    expect(within(screen.getByRole("tabpanel")).getByText("Vinyles d’or")).toBeTruthy();
    expect(screen.getByRole("tabpanel").querySelector("img")?.getAttribute("src")).toBe("/media/photo-03.webp");
    fireEvent.click(screen.getByRole("tab", { name: /Mixes/ }));
    fireEvent.keyDown(screen.getByRole("tab", { name: /Mixes/ }), { key: "ArrowRight" });
    const venues = screen.getByRole("tab", { name: /Lieux/ });
    expect(venues.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(venues);
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText("L’Orbital Club")).toBeTruthy();
    expect(within(panel).getByText("Perpignan")).toBeTruthy();
  });
});

describe("the form modal", () => {
  it("opens the event form with its fields: date picker, time placeholder, 4-row description", () => {
    renderAdmin(content());
    fireEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    const dialog = screen.getByRole("dialog", { name: "Ajouter un événement" });
    expect(dialog.className).toContain("max-w-2xl");
    const field = (text: string) => within(dialog).getByLabelText(label(text)) as HTMLInputElement;
    expect(field("Nom").required).toBe(true);
    expect(field("Date").type).toBe("date");
    expect(field("Horaires").placeholder).toBe("20:00 - 02:00");
    expect(field("Lieu").required).toBe(true);
    expect(field("Adresse de l’image").required).toBe(true);
    expect(within(dialog).getByLabelText(label("Description")).getAttribute("rows")).toBe("4");
    expect(field("Lien billetterie").required).toBe(false);
  });

  it("opens the photo form and the venue form from their tabs", () => {
    renderAdmin(content());
    fireEvent.click(screen.getByRole("tab", { name: /Photos/ }));
    fireEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    let dialog = screen.getByRole("dialog", { name: "Ajouter une photo" });
    expect(within(dialog).getByLabelText(label("Titre"))).toBeTruthy();
    expect(within(dialog).getByLabelText(label("Description"))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    fireEvent.click(screen.getByRole("tab", { name: /Lieux/ }));
    fireEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    dialog = screen.getByRole("dialog", { name: "Ajouter un lieu" });
    expect(within(dialog).getByLabelText(label("Nom"))).toBeTruthy();
    expect(within(dialog).getByLabelText(label("Localisation"))).toBeTruthy();
  });

  it("requires every field, with a French message under each, before any call", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderAdmin(content());
    fireEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.submit(dialog.querySelector("form")!);
    expect(within(dialog).getAllByText("Ce champ est obligatoire")).toHaveLength(6);
    expect(within(dialog).getByRole("alert")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("edits an item: the form starts from its values and the update goes to its id", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => json(JSON.parse(String(init?.body)), 200));
    vi.stubGlobal("fetch", fetchMock);
    renderAdmin(content());
    fireEvent.click(screen.getByRole("tab", { name: /Lieux/ }));
    fireEvent.click(screen.getByRole("button", { name: "Modifier « L’Orbital Club »" }));
    const dialog = screen.getByRole("dialog", { name: "Modifier le lieu" });
    expect((within(dialog).getByLabelText(label("Nom")) as HTMLInputElement).value).toBe("L’Orbital Club");
    fireEvent.change(within(dialog).getByLabelText(label("Nom")), { target: { value: "Orbital" } });
    fireEvent.submit(dialog.querySelector("form")!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith("/api/venues/3", expect.objectContaining({ method: "PUT" }));
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      id: 3,
      name: "Orbital",
      location: "Perpignan",
      description: "Un club",
      image: "/media/venue-orbital.webp",
    });
    expect(within(screen.getByRole("tabpanel")).getByText("Orbital")).toBeTruthy();
  });

  it("a refused add is rolled back, says why, and keeps the form open with what was typed", async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderAdmin(content());
    fireEvent.click(screen.getByRole("tab", { name: /Photos/ }));
    fireEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(label("Titre")), { target: { value: "Ma photo" } });
    fireEvent.change(within(dialog).getByLabelText("Adresse de l’image"), { target: { value: "https://example.com/photo.jpg" } });
    fireEvent.change(within(dialog).getByLabelText(label("Description")), { target: { value: "Au bord de l’eau" } });
    fireEvent.submit(dialog.querySelector("form")!);
    // Optimistic: the photo is in the grid behind the modal while the API works.
    await waitFor(() => expect(within(screen.getByRole("tabpanel")).getByText("Ma photo")).toBeTruthy());
    expect(screen.getByRole("button", { name: "Enregistrement..." })).toBeTruthy();
    await act(async () => answer(json({ error: "PERMISSION_DENIED", message: "Votre compte n'a pas le droit de modifier le contenu du site." }, 403)));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe("Votre compte n'a pas le droit de modifier le contenu du site."));
    expect(within(screen.getByRole("tabpanel")).queryByText("Ma photo")).toBeNull();
    expect((within(dialog).getByLabelText(label("Titre")) as HTMLInputElement).value).toBe("Ma photo");
    expect((within(dialog).getByLabelText(label("Description")) as HTMLTextAreaElement).value).toBe("Au bord de l’eau");
  });

  it("a validation refusal of the server names the field, under it and in the message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(
          { error: "VALIDATION_FAILED", message: "Certains champs sont invalides.", fields: [{ field: "location", message: "200 caractères au maximum" }] },
          400,
        ),
      ),
    );
    renderAdmin(content());
    fireEvent.click(screen.getByRole("tab", { name: /Lieux/ }));
    fireEvent.click(screen.getByRole("button", { name: "Modifier « L’Orbital Club »" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.submit(dialog.querySelector("form")!);
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toBe("Certains champs sont invalides — Localisation : 200 caractères au maximum."),
    );
    expect(within(dialog).getByText("200 caractères au maximum")).toBeTruthy();
    expect(within(dialog).getByLabelText(label("Localisation")).getAttribute("aria-invalid")).toBe("true");
  });
});

describe("confirmations", () => {
  it("delete asks the question, and does nothing when declined", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    confirmSpy.mockReturnValue(false);
    renderAdmin(content());
    fireEvent.click(screen.getByRole("button", { name: "Supprimer « Sunset House Session »" }));
    expect(confirmSpy).toHaveBeenCalledWith("Êtes-vous sûr de vouloir supprimer cet élément ?");
    expect(DELETE_QUESTION).toBe("Êtes-vous sûr de vouloir supprimer cet élément ?");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText("Sunset House Session")).toBeTruthy();
  });

  it("a refused delete puts the item back and says why", async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderAdmin(content());
    fireEvent.click(screen.getByRole("button", { name: "Supprimer « Sunset House Session »" }));
    await waitFor(() => expect(screen.queryByText("Sunset House Session")).toBeNull());
    await act(async () => answer(json({ error: "STORE_UNAVAILABLE", message: "La base de données est momentanément indisponible." }, 503)));
    await waitFor(() => expect(screen.getByText("Sunset House Session")).toBeTruthy());
    expect(screen.getByRole("alert").textContent).toContain("La base de données est momentanément indisponible.");
  });

  it("logout asks the question, then signs out and goes home", async () => {
    const fetchMock = vi.fn(async () => json({ user: null }));
    vi.stubGlobal("fetch", fetchMock);
    const router = renderAdmin(content());
    fireEvent.click(screen.getByRole("button", { name: "Déconnexion" }));
    expect(confirmSpy).toHaveBeenCalledWith("Êtes-vous sûr de vouloir vous déconnecter ?");
    expect(LOGOUT_QUESTION).toBe("Êtes-vous sûr de vouloir vous déconnecter ?");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", expect.objectContaining({ method: "POST" }));
  });

  it("logout declined keeps the session", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    confirmSpy.mockReturnValue(false);
    renderAdmin(content());
    fireEvent.click(screen.getByRole("button", { name: "Déconnexion" }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Administration" })).toBeTruthy();
  });
});
