// The admin's undo and « Corbeille » (docs/product.md §20): after a delete, « Élément supprimé » with
// « Annuler » for 10 s; « Annuler » puts the item back in its place; the toast goes by itself when
// the time is over; the « Corbeille » dialog lists what was deleted, restores it into the lists and
// deletes for good after a question.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent, type Content } from "../../shared/collections";
import { UNDO_WINDOW_MS } from "../../shared/limits";
import { json, renderAdmin } from "./admin-harness";

const photo = (id: number, title: string) => ({ id, title, description: "Un soir d'été", image: `/media/photo-0${id}.webp` });
const PHOTOS = [photo(1, "Platines"), photo(2, "Foule"), photo(3, "Lever du jour")];
const content = (): Content => ({ ...emptyContent(), photos: PHOTOS });

/** The API as the admin meets it: each call answered by `answer`, every call kept. */
function stubApi(answer: (method: string, url: string) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(init?.method ?? "GET", url));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const called = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url}`);

const photoTitles = () =>
  within(screen.getByRole("tabpanel"))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

const openPhotos = () => fireEvent.click(screen.getByRole("tab", { name: /^Photos/ }));

beforeEach(() => {
  vi.stubGlobal(
    "confirm",
    vi.fn(() => true),
  );
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the toast after a delete", () => {
  it("says « Élément supprimé » with « Annuler », which brings the item back in its place", async () => {
    // The toast's clock stands still: on a busy machine, its 10 s could run out before the last check.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const fetchMock = stubApi((method) => (method === "DELETE" ? json(null, 204) : json({ item: PHOTOS[1], before: PHOTOS[2].id })));
    renderAdmin(content());
    openPhotos();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Supprimer « Foule »" })));
    const toast = screen.getByTestId("undo-toast");
    expect(within(toast).getByText("Élément supprimé")).toBeTruthy();
    expect(photoTitles()).toEqual(["Platines", "Lever du jour"]);

    await act(async () => fireEvent.click(within(toast).getByRole("button", { name: "Annuler" })));
    expect(photoTitles()).toEqual(["Platines", "Foule", "Lever du jour"]);
    expect(called(fetchMock)).toEqual(["DELETE /api/photos/2", "POST /api/photos/trash/2/restore"]);
    expect(within(screen.getByTestId("undo-toast")).getByText("Élément restauré")).toBeTruthy();
    expect(within(screen.getByTestId("undo-toast")).queryByRole("button", { name: "Annuler" })).toBeNull();
  });

  it("goes by itself after 10 seconds, not before, and the item stays in the trash", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const fetchMock = stubApi(() => json(null, 204));
    renderAdmin(content());
    openPhotos();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Supprimer « Foule »" })));
    expect(screen.getByTestId("undo-toast")).toBeTruthy();
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 1));
    expect(screen.getByTestId("undo-toast")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("undo-toast")).toBeNull();
    expect(UNDO_WINDOW_MS).toBe(10_000);
    expect(called(fetchMock)).toEqual(["DELETE /api/photos/2"]);
  });

  it("a refused undo leaves the item out and says why", async () => {
    stubApi((method) =>
      method === "DELETE" ? json(null, 204) : json({ error: "PHOTO_NOT_FOUND", message: "Cet élément n’est plus dans la corbeille." }, 404),
    );
    renderAdmin(content());
    openPhotos();
    fireEvent.click(screen.getByRole("button", { name: "Supprimer « Foule »" }));
    fireEvent.click(within(await screen.findByTestId("undo-toast")).getByRole("button", { name: "Annuler" }));
    expect((await screen.findByRole("alert")).textContent).toContain("« Foule » n’a pas été restauré");
    expect(photoTitles()).toEqual(["Platines", "Lever du jour"]);
  });
});

describe("« Corbeille »", () => {
  const DELETED_AT = Date.UTC(2026, 10, 25, 13, 3);
  const trashed = { ...photo(4, "Coucher de soleil"), deletedAt: DELETED_AT };

  /** The trash holds one photo; a restore answers it and its place (first), a purge nothing. */
  const trashApi = (method: string, url: string) => {
    if (url.endsWith("/restore")) return json({ item: photo(4, "Coucher de soleil"), before: PHOTOS[0].id });
    if (method === "DELETE") return json(null, 204);
    return json(url === "/api/photos/trash" ? [trashed] : []);
  };

  it("lists what was deleted with its day and hour, and « Restaurer » puts it back in the lists", async () => {
    const fetchMock = stubApi(trashApi);
    renderAdmin(content());
    fireEvent.click(screen.getByRole("button", { name: "Corbeille" }));
    const dialog = await screen.findByRole("dialog", { name: "Corbeille" });
    expect(within(dialog).getByText("Les éléments supprimés restent ici 30 jours, puis sont supprimés définitivement.")).toBeTruthy();
    const item = await within(dialog).findByTestId("trash-item");
    expect(within(item).getByText("Coucher de soleil")).toBeTruthy();
    expect(within(item).getByText("Supprimé le 25 novembre 2026 à 14:03")).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "Photos (1)" })).toBeTruthy();

    fireEvent.click(within(item).getByRole("button", { name: "Restaurer « Coucher de soleil »" }));
    expect((await within(dialog).findByText("« Coucher de soleil » a été restauré.")).getAttribute("role")).toBe("status");
    expect(within(dialog).getByText("La corbeille est vide.")).toBeTruthy();
    expect(called(fetchMock)).toContain("POST /api/photos/trash/4/restore");

    fireEvent.click(within(dialog).getByRole("button", { name: "Fermer" }));
    openPhotos();
    expect(photoTitles()).toEqual(["Coucher de soleil", "Platines", "Foule", "Lever du jour"]);
  });

  it("« Supprimer définitivement » asks first, and does nothing when declined", async () => {
    const fetchMock = stubApi(trashApi);
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    renderAdmin(content());
    fireEvent.click(screen.getByRole("button", { name: "Corbeille" }));
    const item = await screen.findByTestId("trash-item");
    fireEvent.click(within(item).getByRole("button", { name: "Supprimer définitivement « Coucher de soleil »" }));
    expect(confirm).toHaveBeenCalledWith("Supprimer définitivement « Coucher de soleil » ? Cette action est irréversible.");
    expect(called(fetchMock)).not.toContain("DELETE /api/photos/trash/4");

    confirm.mockReturnValue(true);
    fireEvent.click(within(item).getByRole("button", { name: "Supprimer définitivement « Coucher de soleil »" }));
    expect(await screen.findByText("« Coucher de soleil » a été supprimé définitivement.")).toBeTruthy();
    expect(called(fetchMock)).toContain("DELETE /api/photos/trash/4");
    expect(screen.queryByTestId("trash-item")).toBeNull();
  });

  it("an unreachable trash says so in French", async () => {
    stubApi(() => {
      throw new TypeError("Failed to fetch");
    });
    renderAdmin(content());
    fireEvent.click(screen.getByRole("button", { name: "Corbeille" }));
    const dialog = await screen.findByRole("dialog", { name: "Corbeille" });
    expect((await within(dialog).findByRole("alert")).textContent).toMatch(/\S/);
    expect(within(dialog).queryByTestId("trash-item")).toBeNull();
  });
});
