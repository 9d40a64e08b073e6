// Nothing typed is lost (docs/product.md §19): an item form's values kept as a draft in the browser once
// typing pauses, offered back above the admin and inside the form (« Reprendre le brouillon » /
// « Ignorer »), deleted by a successful save, kept by a refused one, and a form with changes that asks
// before it closes (✕, Escape, the backdrop, « Annuler »).
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent, type Content } from "../../shared/collections";
import { DRAFT_SAVE_DELAY_MS } from "../../shared/limits";
import { draftKey, listDrafts, type Draft } from "../../web/src/features/admin/drafts";
import { json, label, renderAdmin } from "./admin-harness";

const CLOSE_QUESTION = "Vos modifications ne sont pas enregistrées. Fermer sans enregistrer ?";

const venue = { id: 3, name: "L’Orbital Club", location: "Perpignan", description: "Un club", image: "/media/venue-orbital.webp" };
const { id: _id, ...venueFields } = venue;
const content = (): Content => ({ ...emptyContent(), venues: [venue] });

const keep = (draft: Omit<Draft, "savedAt">) => localStorage.setItem(draftKey(draft.collection, draft.itemId), JSON.stringify({ ...draft, savedAt: 1 }));
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null") as Draft | null;
const field = (dialog: HTMLElement, text: string) => within(dialog).getByLabelText(label(text)) as HTMLInputElement;
const type = (dialog: HTMLElement, text: string, value: string) => fireEvent.change(field(dialog, text), { target: { value } });

let confirmSpy: ReturnType<typeof vi.fn<(message?: string) => boolean>>;

beforeEach(() => {
  localStorage.clear();
  confirmSpy = vi.fn(() => true);
  vi.stubGlobal("confirm", confirmSpy);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens the venues' tab, then the form "Ajouter un lieu". */
function openNewVenue() {
  fireEvent.click(screen.getByRole("tab", { name: /Lieux/ }));
  fireEvent.click(screen.getByRole("button", { name: "Ajouter" }));
  return screen.getByRole("dialog", { name: "Ajouter un lieu" });
}

describe("drafts kept as they are typed", () => {
  it("keeps the new item's values once typing pauses, not before", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    renderAdmin(content());
    const dialog = openNewVenue();
    type(dialog, "Nom", "Le Dôme");
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(localStorage.getItem("dj-admin-draft:venues:new")).toBeNull();
    type(dialog, "Localisation", "Perpignan");
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(localStorage.getItem("dj-admin-draft:venues:new")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(stored("dj-admin-draft:venues:new")).toMatchObject({
      collection: "venues",
      itemId: null,
      values: { name: "Le Dôme", location: "Perpignan", image: "", description: "" },
    });
  });

  it("keeps an edited item's values under its id, and at once when the page goes away", () => {
    renderAdmin(content());
    fireEvent.click(screen.getByRole("tab", { name: /Lieux/ }));
    fireEvent.click(screen.getByRole("button", { name: "Modifier « L’Orbital Club »" }));
    const dialog = screen.getByRole("dialog", { name: "Modifier le lieu" });
    type(dialog, "Nom", "Orbital");
    window.dispatchEvent(new Event("pagehide"));
    expect(stored("dj-admin-draft:venues:3")?.values).toEqual({ ...venueFields, name: "Orbital" });
  });
});

describe("drafts offered back", () => {
  it("« Reprendre le brouillon » above the admin opens its form, in its tab, with its values", () => {
    keep({ collection: "venues", itemId: null, values: { name: "Le Dôme", location: "Perpignan", image: "", description: "Sous la coupole" } });
    renderAdmin(content());
    const notice = screen.getByRole("region", { name: "Brouillon non enregistré" });
    expect(within(notice).getByText("Un brouillon non enregistré a été retrouvé : « Ajouter un lieu » (Le Dôme).")).toBeTruthy();
    fireEvent.click(within(notice).getByRole("button", { name: "Reprendre le brouillon" }));
    expect(screen.getByRole("tab", { name: /Lieux/ }).getAttribute("aria-selected")).toBe("true");
    const dialog = screen.getByRole("dialog", { name: "Ajouter un lieu" });
    expect(field(dialog, "Nom").value).toBe("Le Dôme");
    expect(field(dialog, "Description").value).toBe("Sous la coupole");
    // Taken back, the draft is this form's: closing asks first.
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    expect(confirmSpy).toHaveBeenCalledWith(CLOSE_QUESTION);
  });

  it("names an edit's draft by its form, and opens it on its item", () => {
    keep({ collection: "venues", itemId: 3, values: { ...venueFields, name: "Orbital" } });
    renderAdmin(content());
    expect(screen.getByText("Un brouillon non enregistré a été retrouvé : « Modifier le lieu » (Orbital).")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reprendre le brouillon" }));
    const dialog = screen.getByRole("dialog", { name: "Modifier le lieu" });
    expect(field(dialog, "Nom").value).toBe("Orbital");
  });

  it("« Ignorer » deletes the draft", () => {
    keep({ collection: "venues", itemId: null, values: { name: "Le Dôme", location: "", image: "", description: "" } });
    renderAdmin(content());
    fireEvent.click(screen.getByRole("button", { name: "Ignorer" }));
    expect(screen.queryByRole("region", { name: "Brouillon non enregistré" })).toBeNull();
    expect(listDrafts()).toEqual([]);
  });

  it("inside the form it belongs to: taken back, or set aside and left in place", () => {
    keep({ collection: "venues", itemId: 3, values: { ...venueFields, description: "Un club mythique" } });
    renderAdmin(content());
    fireEvent.click(screen.getByRole("tab", { name: /Lieux/ }));
    fireEvent.click(screen.getByRole("button", { name: "Modifier « L’Orbital Club »" }));
    let dialog = screen.getByRole("dialog", { name: "Modifier le lieu" });
    expect(field(dialog, "Description").value).toBe("Un club");
    // Not answered: closing keeps the draft, which the admin still offers.
    fireEvent.click(within(dialog).getByRole("button", { name: "Fermer" }));
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(stored("dj-admin-draft:venues:3")?.values.description).toBe("Un club mythique");
    fireEvent.click(screen.getByRole("button", { name: "Modifier « L’Orbital Club »" }));
    dialog = screen.getByRole("dialog", { name: "Modifier le lieu" });
    const notice = within(dialog).getByRole("region", { name: "Brouillon non enregistré" });
    expect(within(notice).getByText("Un brouillon non enregistré de ce formulaire a été retrouvé.")).toBeTruthy();
    fireEvent.click(within(notice).getByRole("button", { name: "Reprendre le brouillon" }));
    expect(field(dialog, "Description").value).toBe("Un club mythique");
    expect(within(dialog).queryByRole("region", { name: "Brouillon non enregistré" })).toBeNull();
  });

  it("offers nothing for a draft equal to where the form starts", () => {
    keep({ collection: "venues", itemId: 3, values: { ...venueFields } });
    renderAdmin(content());
    fireEvent.click(screen.getByRole("tab", { name: /Lieux/ }));
    fireEvent.click(screen.getByRole("button", { name: "Modifier « L’Orbital Club »" }));
    expect(within(screen.getByRole("dialog")).queryByRole("region", { name: "Brouillon non enregistré" })).toBeNull();
  });
});

describe("closing a form with changes", () => {
  it("asks first, from ✕, Escape, the backdrop and « Annuler »; declined keeps everything", () => {
    renderAdmin(content());
    const dialog = openNewVenue();
    type(dialog, "Nom", "Le Dôme");
    confirmSpy.mockReturnValue(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Fermer" }));
    fireEvent.keyDown(document, { key: "Escape" });
    fireEvent.mouseDown(dialog.parentElement!);
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    expect(confirmSpy.mock.calls).toEqual([[CLOSE_QUESTION], [CLOSE_QUESTION], [CLOSE_QUESTION], [CLOSE_QUESTION]]);
    expect(field(screen.getByRole("dialog"), "Nom").value).toBe("Le Dôme");
  });

  it("accepted, closes and deletes the draft", () => {
    renderAdmin(content());
    const dialog = openNewVenue();
    type(dialog, "Nom", "Le Dôme");
    window.dispatchEvent(new Event("pagehide"));
    expect(stored("dj-admin-draft:venues:new")).not.toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(listDrafts()).toEqual([]);
  });

  it("without changes, closes without asking", () => {
    renderAdmin(content());
    const dialog = openNewVenue();
    type(dialog, "Nom", "Le Dôme");
    type(dialog, "Nom", "");
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("saving", () => {
  const fill = (dialog: HTMLElement) => {
    type(dialog, "Nom", "Le Dôme");
    type(dialog, "Localisation", "Perpignan");
    fireEvent.change(within(dialog).getByLabelText("Adresse de l’image"), { target: { value: "https://example.com/dome.jpg" } });
    type(dialog, "Description", "Sous la coupole");
    window.dispatchEvent(new Event("pagehide"));
  };

  it("a successful save deletes the draft", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => json(JSON.parse(String(init?.body)), 201)),
    );
    renderAdmin(content());
    const dialog = openNewVenue();
    fill(dialog);
    expect(stored("dj-admin-draft:venues:new")).not.toBeNull();
    fireEvent.submit(dialog.querySelector("form")!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(listDrafts()).toEqual([]);
    expect(screen.queryByRole("region", { name: "Brouillon non enregistré" })).toBeNull();
  });

  it("a refused save keeps the form open, its values and its draft", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: "PERMISSION_DENIED", message: "Votre compte n'a pas le droit de modifier le contenu du site." }, 403)),
    );
    renderAdmin(content());
    const dialog = openNewVenue();
    fill(dialog);
    fireEvent.submit(dialog.querySelector("form")!);
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe("Votre compte n'a pas le droit de modifier le contenu du site."));
    expect(field(dialog, "Nom").value).toBe("Le Dôme");
    expect(stored("dj-admin-draft:venues:new")?.values.name).toBe("Le Dôme");
  });
});
