// Many photos at once (docs/product.md §19): a photo's title from its file's name, at most three
// uploads at a time, each file checked (type, 5 MB) and sent with its own progress bar, the refused
// ones listed with their reason while the others become photos, editable in the list at once.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent, type Content } from "../../shared/collections";
import { MAX_TITLE_CHARS, MAX_UPLOAD_BYTES } from "../../shared/limits";
import { createLimiter, titleFromFileName } from "../../web/src/features/admin/photoBatch";
import { createWrites } from "../../web/src/features/admin/writes";
import { json, renderAdmin } from "./admin-harness";

describe("titleFromFileName", () => {
  it("drops the extension, turns _ and - into spaces, capitalises the first letter, trims", () => {
    expect(titleFromFileName("soiree_plage-2026.jpg")).toBe("Soiree plage 2026");
    expect(titleFromFileName("  été__au--bord .JPEG")).toBe("Été au bord");
    expect(titleFromFileName("IMG_2034.HEIC")).toBe("IMG 2034");
    expect(titleFromFileName("concert.final.webp")).toBe("Concert.final");
    expect(titleFromFileName("sans extension")).toBe("Sans extension");
  });

  it("cuts to the title's length, and names a file left with nothing", () => {
    expect(titleFromFileName(`${"a".repeat(MAX_TITLE_CHARS + 30)}.png`)).toBe(`A${"a".repeat(MAX_TITLE_CHARS - 1)}`);
    expect(titleFromFileName(`${"a".repeat(MAX_TITLE_CHARS - 1)} b.png`)).toBe(`A${"a".repeat(MAX_TITLE_CHARS - 2)}`);
    expect(titleFromFileName("___.jpg")).toBe("Photo sans titre");
  });
});

describe("createLimiter", () => {
  it("runs at most `limit` tasks at once, the others in order as places free up", async () => {
    const limit = createLimiter(3);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const tasks = [0, 1, 2, 3, 4].map((index) =>
      limit(() => {
        started.push(index);
        return new Promise<void>((resolve) => (finish[index] = resolve));
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    finish[1]();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2, 3]), { timeout: 20_000 });
    finish[0]();
    finish[2]();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2, 3, 4]), { timeout: 20_000 });
    finish[3]();
    finish[4]();
    await Promise.all(tasks);
  });
});

describe("adds in the same millisecond", () => {
  it("get ids of their own, so that none replaces another", async () => {
    let list: { id: number }[] = [{ id: 1000 }];
    const writes = createWrites({
      store: {
        get: () => list as never,
        set: (_name, next) => (list = next),
        change: (_name, fn) => (list = fn(list as never)),
        getProfile: () => null as never,
        setProfile: () => {},
      },
      isRemote: () => false,
      now: () => 1000,
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fields = { title: "Photo", image: "/media/photo.webp", description: "Photo de soirée" };
    const [a, b] = await Promise.all([writes.add("photos", fields), writes.add("photos", fields)]);
    expect([a.id, b.id]).toEqual([1001, 1002]);
    // Photos are ordered by hand: each new one goes first.
    expect(list.map((item) => item.id)).toEqual([1002, 1001, 1000]);
  });
});

/** A fake XMLHttpRequest: every one is kept, answered by the test. */
class FakeXhr {
  static all: FakeXhr[] = [];
  url = "";
  body: Blob | null = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  done = false;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send(body: Blob) {
    this.body = body;
  }
  abort() {}
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.done = true;
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const running = () => FakeXhr.all.filter((xhr) => !xhr.done);
const image = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: "image/jpeg" });
const KEY = (n: number) => String(n).repeat(64);

let posted: Record<string, unknown>[];

beforeEach(() => {
  localStorage.clear();
  FakeXhr.all = [];
  posted = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  // Small photos: sent as they are, without copies.
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async () => ({ width: 600, height: 400, close: () => {} })),
  );
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== "/api/photos" || init?.method !== "POST") throw new TypeError("Failed to fetch");
      const body = JSON.parse(String(init.body));
      posted.push(body);
      return json(body, 201);
    }),
  );
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const content = (): Content => ({ ...emptyContent(), photos: [{ id: 2, title: "Vinyles d’or", description: "Des disques", image: "/media/photo-03.webp" }] });

describe("« Ajouter plusieurs photos »", () => {
  it("sends three at a time, lists the refused files with their reason, and keeps the others as photos", async () => {
    renderAdmin(content());
    fireEvent.click(screen.getByRole("tab", { name: /Photos/ }));
    const input = screen.getByLabelText("Ajouter plusieurs photos") as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe("image/*");
    const files = [
      image("soiree_plage-2026.jpg"),
      new File(["%PDF"], "programme.pdf", { type: "application/pdf" }),
      image("platines.jpg"),
      image("grosse.jpg", MAX_UPLOAD_BYTES + 1),
      image("foule-en-folie.jpg"),
      image("coupure.jpg"),
      image("final.jpg"),
    ];
    fireEvent.change(input, { target: { files } });

    // The two refused at once; three of the five images on their way, the others waiting.
    const failures = () => screen.getAllByTestId("batch-failure").map((row) => row.textContent);
    expect(failures()).toEqual(["programme.pdf : Veuillez sélectionner un fichier image valide", "grosse.jpg : La taille du fichier ne doit pas dépasser 5MB"]);
    await waitFor(() => expect(running()).toHaveLength(3));
    expect(screen.getAllByText("En attente")).toHaveLength(2);

    // Its own progress bar.
    act(() => running()[0].progress(0.4));
    expect(screen.getByRole("progressbar", { name: "Envoi de « soiree_plage-2026.jpg »" }).getAttribute("aria-valuenow")).toBe("40");

    act(() => running()[0].answer(201, { url: `/images/${KEY(1)}.jpg` }));
    await waitFor(() => expect(running()).toHaveLength(3));
    // One upload refused by the server: listed, the others go on.
    act(() =>
      running()[0].answer(503, { error: "STORE_UNAVAILABLE", message: "Le stockage des images est momentanément indisponible. Réessayez dans un instant." }),
    );
    await waitFor(() => expect(running()).toHaveLength(3));
    expect(FakeXhr.all).toHaveLength(5);
    for (const [index, xhr] of running().entries()) act(() => xhr.answer(201, { url: `/images/${KEY(index + 2)}.jpg` }));

    await waitFor(() => expect(screen.getByRole("status", { name: "" }).textContent).toBe("4 photos ajoutées, 3 refusées."));
    expect(failures()).toContain("platines.jpg : Le stockage des images est momentanément indisponible. Réessayez dans un instant.");
    expect(posted.map((photo) => photo.title).sort()).toEqual(["Coupure", "Final", "Foule en folie", "Soiree plage 2026"]);
    expect(posted.find((photo) => photo.title === "Soiree plage 2026")).toMatchObject({ image: `/images/${KEY(1)}.jpg`, description: "Photo de soirée" });

    // In the grid beside the photo already there, each with its buttons.
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getAllByTestId("admin-item")).toHaveLength(5);
    fireEvent.click(within(panel).getByRole("button", { name: "Modifier « Foule en folie »" }));
    expect(screen.getByRole("dialog", { name: "Modifier la photo" })).toBeTruthy();
  });

  it("keeps going while another tab shows, and « Effacer la liste » clears the list", async () => {
    renderAdmin(content());
    fireEvent.click(screen.getByRole("tab", { name: /Photos/ }));
    fireEvent.change(screen.getByLabelText("Ajouter plusieurs photos"), { target: { files: [image("apero.jpg")] } });
    await waitFor(() => expect(running()).toHaveLength(1));
    fireEvent.click(screen.getByRole("tab", { name: /Événements/ }));
    act(() => running()[0].answer(201, { url: `/images/${KEY(7)}.jpg` }));
    await waitFor(() => expect(posted).toHaveLength(1));
    fireEvent.click(screen.getByRole("tab", { name: /Photos/ }));
    expect(await screen.findByText("1 photo ajoutée.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Effacer la liste" }));
    expect(screen.queryByTestId("batch-rows")).toBeNull();
  });
});
