// The admin's image field (docs/product.md §4, §5): the file checks and their exact alerts (5 MB passes, one
// byte more does not), the read failure, the upload with its progress bar, the 800 px and share
// copies sent after a larger image (and their failures, which cost nothing), the preview that hides
// when it cannot load, and the temporary preview released when the address is typed or the field goes.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ImageField } from "../../web/src/features/admin/ImageField";
import { MAX_UPLOAD_BYTES as MAX_FILE_BYTES } from "../../shared/limits";
import { FILE_MESSAGES as FILE_ALERTS } from "../../shared/messages";
import { checkImageFile, coverCrop, scaledSize } from "../../web/src/features/admin/upload";
import { DataProvider } from "../../web/src/data/DataProvider";
import { loadDefaultContent } from "../../web/src/data/defaults";
import { DEFAULT_PROFILE } from "./profile";

const DEFAULT_CONTENT = await loadDefaultContent();

describe("checkImageFile", () => {
  it("takes an image of exactly 5 MB and refuses one byte more", () => {
    expect(MAX_FILE_BYTES).toBe(5 * 1024 * 1024);
    expect(checkImageFile({ type: "image/jpeg", size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkImageFile({ type: "image/jpeg", size: 5 * 1024 * 1024 + 1 })).toBe("La taille du fichier ne doit pas dépasser 5MB");
  });

  it("refuses anything whose type does not start with image/", () => {
    expect(checkImageFile({ type: "application/pdf", size: 10 })).toBe("Veuillez sélectionner un fichier image valide");
    expect(checkImageFile({ type: "", size: 10 })).toBe("Veuillez sélectionner un fichier image valide");
    // The type is checked first.
    expect(checkImageFile({ type: "text/plain", size: MAX_FILE_BYTES + 1 })).toBe(FILE_ALERTS.type);
    expect(checkImageFile({ type: "image/png", size: 1 })).toBeNull();
  });
});

describe("scaledSize", () => {
  it("brings the longest side down to 2560 px, keeping the proportions", () => {
    expect(scaledSize(4032, 3024, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(scaledSize(3024, 4032, 2560)).toEqual({ width: 1920, height: 2560 });
    expect(scaledSize(2560, 1000, 2560)).toEqual({ width: 2560, height: 1000 });
    expect(scaledSize(800, 600, 2560)).toEqual({ width: 800, height: 600 });
  });
});

describe("coverCrop", () => {
  const share = { width: 1200, height: 630 };
  it("keeps the largest centred part of the share copy's aspect", () => {
    expect(coverCrop(1200, 800, share)).toEqual({ x: 0, y: 85, width: 1200, height: 630 });
    expect(coverCrop(900, 1600, share)).toEqual({ x: 0, y: 563.75, width: 900, height: 472.5 });
    expect(coverCrop(2400, 630, share)).toEqual({ x: 600, y: 0, width: 1200, height: 630 });
    expect(coverCrop(600, 315, share)).toEqual({ x: 0, y: 0, width: 600, height: 315 });
  });
});

/** A fake XMLHttpRequest driven by the test. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** `local`: "Mode local", the API unreachable, images kept inline. */
function Harness({ initial = "", onValue, local = false }: { initial?: string; onValue?: (value: string) => void; local?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <DataProvider initial={local ? undefined : DEFAULT_CONTENT} defaults={DEFAULT_CONTENT} profile={DEFAULT_PROFILE} live={false}>
      <ImageField
        id="image"
        label="Image"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        onBusyChange={() => {}}
      />
    </DataProvider>
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const bytes = (size: number, type: string, name = "photo") => new File([new Uint8Array(size)], name, { type });

let alertSpy: ReturnType<typeof vi.fn<(message?: string) => void>>;
let revoke: ReturnType<typeof vi.fn<(url: string) => void>>;
/** The copies' PUTs (fetch): 201 unless a test says otherwise; the lists' GETs fail ("Mode local"). */
let fetchSpy: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
/** The size of every canvas the browser encoded (the copies, the inline images). */
let encoded: [number, number][];
/** The type and quality of every encoding asked, and the source rectangle of every drawing. */
let encodings: [string | undefined, unknown][];
let drawn: number[][];

const KEY = "c".repeat(64);
const copyCalls = () => fetchSpy.mock.calls.filter(([input]) => input.endsWith("/800"));
const shareCalls = () => fetchSpy.mock.calls.filter(([input]) => input.endsWith("/share"));
const isCopy = (input: string) => input.endsWith("/800") || input.endsWith("/share");
/** The answer to a copy's PUT: 201 and the copy's address. */
const copyAnswer = (input: string) =>
  Response.json({ url: `${input.slice(4, input.lastIndexOf("/"))}?w=${input.slice(input.lastIndexOf("/") + 1)}` }, { status: 201 });
const stubImageSize = (width: number, height: number) =>
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async () => ({ width, height, close: () => {} })),
  );

/** Picks `file` in the field's file mode and waits for its upload to start; the field's onChange. */
async function pickFile(file: File) {
  const onValue = vi.fn();
  render(<Harness onValue={onValue} />);
  fireEvent.click(screen.getByRole("radio", { name: "Fichier" }));
  choose(file);
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  return onValue;
}

/** Uploads `file`, answered with `url`, and waits for the field to take that address. */
async function uploadThrough(file: File, url: string) {
  const onValue = await pickFile(file);
  act(() => FakeXhr.last!.answer(201, { url }));
  await waitFor(() => expect(onValue).toHaveBeenCalledWith(url));
}

beforeEach(() => {
  alertSpy = vi.fn<(message?: string) => void>();
  vi.stubGlobal("alert", alertSpy);
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  FakeXhr.last = null;
  stubImageSize(1200, 800);
  fetchSpy = vi.fn(async (input: string) => (isCopy(input) ? copyAnswer(input) : Promise.reject(new TypeError("Failed to fetch"))));
  vi.stubGlobal("fetch", fetchSpy);
  // happy-dom draws nothing: a 2D context that accepts the drawing, and blobs of the asked type.
  encoded = [];
  encodings = [];
  drawn = [];
  const drawImage = (_: unknown, ...rectangle: number[]) => drawn.push(rectangle);
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: unknown,
  ) {
    encoded.push([this.width, this.height]);
    encodings.push([type, quality]);
    callback(new Blob(["copy"], { type }));
  });
  let count = 0;
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => `blob:preview-${++count}`);
  revoke = vi.fn<(url: string) => void>();
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(revoke);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ImageField", () => {
  it("offers an address (the default) or a file", () => {
    render(<Harness />);
    expect(screen.getByRole("radio", { name: "Adresse (URL)" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByLabelText("Adresse de l’image")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Fichier" }));
    expect(fileInput().accept).toBe("image/*");
  });

  it("alerts « Veuillez sélectionner un fichier image valide » for a file that is not an image", async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("radio", { name: "Fichier" }));
    choose(bytes(100, "application/pdf", "devis.pdf"));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith("Veuillez sélectionner un fichier image valide"));
    expect(FakeXhr.last).toBeNull();
  });

  it("alerts « La taille du fichier ne doit pas dépasser 5MB » for 5 MB + 1 byte", async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("radio", { name: "Fichier" }));
    choose(bytes(5 * 1024 * 1024 + 1, "image/jpeg"));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith("La taille du fichier ne doit pas dépasser 5MB"));
    expect(FakeXhr.last).toBeNull();
  });

  it("alerts « Erreur lors du traitement du fichier » when the file cannot be read", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(async () => Promise.reject(new DOMException("The source image could not be decoded.", "InvalidStateError"))),
    );
    render(<Harness />);
    fireEvent.click(screen.getByRole("radio", { name: "Fichier" }));
    choose(bytes(1000, "image/png"));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith("Erreur lors du traitement du fichier"));
    expect(FakeXhr.last).toBeNull();
  });

  it("uploads a file of exactly 5 MB with a progress bar, then holds the returned address", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    fireEvent.click(screen.getByRole("radio", { name: "Fichier" }));
    const file = bytes(5 * 1024 * 1024, "image/png");
    choose(file);
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(alertSpy).not.toHaveBeenCalled();
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/images");
    expect(xhr.headers["content-type"]).toBe("image/png");
    // Small enough (1200 x 800): the file itself is sent.
    expect(xhr.body).toBe(file);
    expect(screen.getByTestId("image-preview").getAttribute("src")).toBe("blob:preview-1");

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 5 }));
    const bar = screen.getByRole("progressbar", { name: "Envoi de l’image" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(screen.getByText("40 %")).toBeTruthy();

    const url = `/images/${"a".repeat(64)}.png`;
    act(() => xhr.answer(201, { url }));
    await waitFor(() => expect(onValue).toHaveBeenCalledWith(url));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByText(/Image envoyée/)).toBeTruthy();
  });

  it("sends an 800 px copy and a share copy after the original of a larger image, before the field takes the address", async () => {
    const onValue = vi.fn();
    const answers: (() => void)[] = [];
    fetchSpy.mockImplementation((input) => new Promise((resolve) => answers.push(() => resolve(copyAnswer(input)))));
    render(<Harness onValue={onValue} />);
    fireEvent.click(screen.getByRole("radio", { name: "Fichier" }));
    choose(bytes(1000, "image/png"));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    // The original first, as it is (1200 x 800 needs no scaling to 2560).
    expect(copyCalls()).toHaveLength(0);
    const url = `/images/${KEY}.png`;
    act(() => FakeXhr.last!.answer(201, { url }));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    const [input, init] = copyCalls()[0];
    expect(input).toBe(`/api/images/${KEY}.png/800`);
    expect(init?.method).toBe("PUT");
    // Scaled to 800 px wide, a PNG becoming WebP; the share copy 1200 x 630.
    expect(encoded).toHaveLength(2);
    expect(encoded).toEqual(
      expect.arrayContaining([
        [800, 533],
        [1200, 630],
      ]),
    );
    expect((init?.body as Blob).type).toBe("image/webp");
    expect((init?.headers as Record<string, string>)["content-type"]).toBe("image/webp");
    expect(shareCalls()[0][0]).toBe(`/api/images/${KEY}.png/share`);
    // The field waits for both copies.
    answers[0]();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.queryByText(/Image envoyée/)).toBeNull();

    answers[1]();
    await waitFor(() => expect(onValue).toHaveBeenCalledWith(url));
    expect(screen.getByText(/Image envoyée/)).toBeTruthy();
  });

  it("makes the copy of an upright photo 800 px wide too, as its srcset says", async () => {
    stubImageSize(900, 1600);
    await uploadThrough(bytes(1000, "image/jpeg"), `/images/${KEY}.jpg`);
    expect(copyCalls()).toHaveLength(1);
    expect(encoded).toContainEqual([800, 1422]);
  });

  it("makes the share copy a 1200 x 630 JPEG cropped to fill, centred, and sends it to /api/images/<key>/share", async () => {
    await uploadThrough(bytes(1000, "image/png"), `/images/${KEY}.png`);
    expect(shareCalls()).toHaveLength(1);
    const [input, init] = shareCalls()[0];
    expect(input).toBe(`/api/images/${KEY}.png/share`);
    expect(init?.method).toBe("PUT");
    expect((init?.body as Blob).type).toBe("image/jpeg");
    expect((init?.headers as Record<string, string>)["content-type"]).toBe("image/jpeg");
    // A PNG too: previews show JPEG reliably.
    expect(encodings).toContainEqual(["image/jpeg", 0.85]);
    // 1200 x 800: the middle 630 rows, drawn on the whole 1200 x 630 canvas.
    expect(drawn).toContainEqual([0, 85, 1200, 630, 0, 0, 1200, 630]);
    expect(encoded).toContainEqual([1200, 630]);
  });

  it("crops an upright photo's share copy around its middle", async () => {
    stubImageSize(900, 1600);
    await uploadThrough(bytes(1000, "image/jpeg"), `/images/${KEY}.jpg`);
    expect(shareCalls()).toHaveLength(1);
    expect(drawn).toContainEqual([0, 563.75, 900, 472.5, 0, 0, 1200, 630]);
  });

  it("a failed share copy keeps the upload and the 800 px copy", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    fetchSpy.mockImplementation(async (input) => (input.endsWith("/share") ? Promise.reject(new TypeError("Failed to fetch")) : copyAnswer(input)));
    await uploadThrough(bytes(1000, "image/jpeg"), `/images/${KEY}.jpg`);
    expect(copyCalls()).toHaveLength(1);
    expect(shareCalls()).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain("partage");
    expect(screen.getByText(/Image envoyée/)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends no 800 px copy of a PNG where the browser cannot write WebP (JPEG would blacken transparency)", async () => {
    vi.mocked(HTMLCanvasElement.prototype.toBlob).mockImplementation(function (this: HTMLCanvasElement, callback: BlobCallback, type?: string) {
      encoded.push([this.width, this.height]);
      callback(new Blob(["copy"], { type: type === "image/webp" ? "image/png" : type }));
    });
    await uploadThrough(bytes(1000, "image/png"), `/images/${KEY}.png`);
    expect(copyCalls()).toHaveLength(0);
    // The share copy is JPEG anyway.
    expect(shareCalls()).toHaveLength(1);
  });

  it("sends no 800 px copy that would not be lighter than the original", async () => {
    await uploadThrough(bytes(3, "image/png"), `/images/${KEY}.png`);
    expect(copyCalls()).toHaveLength(0);
    expect(shareCalls()).toHaveLength(1);
  });

  it("gives up the copies still unsent after 15 s, and keeps the original", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchSpy.mockImplementation(
        (_, init) => new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError")))),
      );
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const onValue = await pickFile(bytes(1000, "image/png"));
      act(() => FakeXhr.last!.answer(201, { url: `/images/${KEY}.png` }));
      await waitFor(() => expect(copyCalls()).toHaveLength(1));
      expect(shareCalls()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(14_000);
      expect(onValue).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_500);
      await waitFor(() => expect(onValue).toHaveBeenCalledWith(`/images/${KEY}.png`));
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives up after 15 s copies that cannot even be made, and keeps the original", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      // The original's decoding answers; the copies' never do.
      const sizes = vi.fn(() => new Promise(() => {}));
      sizes.mockImplementationOnce(async () => ({ width: 1200, height: 800, close: () => {} }));
      vi.stubGlobal("createImageBitmap", sizes);
      const onValue = await pickFile(bytes(1000, "image/jpeg"));
      act(() => FakeXhr.last!.answer(201, { url: `/images/${KEY}.jpg` }));
      await waitFor(() => expect(sizes).toHaveBeenCalledTimes(3));
      await vi.advanceTimersByTimeAsync(15_500);
      await waitFor(() => expect(onValue).toHaveBeenCalledWith(`/images/${KEY}.jpg`));
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends no copy of a GIF, which may be animated", async () => {
    await uploadThrough(bytes(1000, "image/gif"), `/images/${KEY}.gif`);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends no copy of an image of 800 px or less", async () => {
    stubImageSize(800, 600);
    await uploadThrough(bytes(1000, "image/jpeg"), `/images/${KEY}.jpg`);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(encoded).toEqual([]);
  });

  it.each([
    [
      "refused",
      () => Promise.resolve(Response.json({ error: "STORE_UNAVAILABLE", message: "Le stockage des images est momentanément indisponible." }, { status: 503 })),
    ],
    ["lost", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("%s copies still put the original's address in the field", async (_, answer) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    fetchSpy.mockImplementation(answer);
    await uploadThrough(bytes(1000, "image/jpeg"), `/images/${KEY}.jpg`);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/Image envoyée/)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("unreadable copies still put the original's address in the field", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    await uploadThrough(bytes(1000, "image/jpeg"), `/images/${KEY}.jpg`);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("stops the copies when the field goes, and takes no address", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const signals: AbortSignal[] = [];
    fetchSpy.mockImplementation((_, init) => {
      const signal = init!.signal!;
      signals.push(signal);
      return new Promise((_, reject) => signal.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError"))));
    });
    const onValue = vi.fn();
    const { unmount } = render(<Harness onValue={onValue} />);
    fireEvent.click(screen.getByRole("radio", { name: "Fichier" }));
    choose(bytes(1000, "image/jpeg"));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.answer(201, { url: `/images/${KEY}.jpg` }));
    await waitFor(() => expect(signals).toHaveLength(2));
    unmount();
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onValue).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("in Mode local, keeps the image inline and sends no copy", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const onValue = vi.fn();
    render(<Harness onValue={onValue} local />);
    fireEvent.click(screen.getByRole("radio", { name: "Fichier" }));
    choose(bytes(1000, "image/jpeg"));
    await waitFor(() => expect(onValue).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/jpeg;base64,/)));
    expect(FakeXhr.last).toBeNull();
    expect(fetchSpy.mock.calls.filter(([input]) => isCopy(input))).toHaveLength(0);
    // The inline image only: re-encoded once, at its own size (under 1600 px).
    expect(encoded).toEqual([[1200, 800]]);
  });

  it("shows the server's French sentence when the upload is refused", async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("radio", { name: "Fichier" }));
    choose(bytes(100, "image/png"));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.answer(403, { error: "PERMISSION_DENIED", message: "Votre compte n'a pas le droit de modifier le contenu du site." }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Votre compte n'a pas le droit de modifier le contenu du site."));
    // The preview of a refused file is released.
    expect(revoke).toHaveBeenCalledWith("blob:preview-1");
  });

  it("typing an address drops the chosen file and releases its preview", async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("radio", { name: "Fichier" }));
    choose(bytes(100, "image/png"));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.answer(201, { url: `/images/${"b".repeat(64)}.png` }));
    await waitFor(() => expect(screen.getByText(/Image envoyée/)).toBeTruthy());
    fireEvent.click(screen.getByRole("radio", { name: "Adresse (URL)" }));
    fireEvent.change(screen.getByLabelText("Adresse de l’image"), { target: { value: "https://example.com/a.jpg" } });
    expect(revoke).toHaveBeenCalledWith("blob:preview-1");
    expect(screen.queryByText(/Image envoyée/)).toBeNull();
    expect(screen.getByTestId("image-preview").getAttribute("src")).toBe("https://example.com/a.jpg");
  });

  it("releases the temporary preview when the field goes away (form sent or closed)", async () => {
    const { unmount } = render(<Harness />);
    fireEvent.click(screen.getByRole("radio", { name: "Fichier" }));
    choose(bytes(100, "image/png"));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    unmount();
    expect(revoke).toHaveBeenCalledWith("blob:preview-1");
    // A pending upload is stopped.
    expect(FakeXhr.last!.aborted).toBe(true);
  });

  it("shows a preview for an existing image and hides it when it fails to load", () => {
    render(<Harness initial="https://example.com/broken.jpg" />);
    const preview = screen.getByTestId("image-preview");
    expect(preview.getAttribute("src")).toBe("https://example.com/broken.jpg");
    fireEvent.error(preview);
    expect(screen.queryByTestId("image-preview")).toBeNull();
    // A new address gets its own chance.
    fireEvent.change(screen.getByLabelText("Adresse de l’image"), { target: { value: "https://example.com/ok.jpg" } });
    expect(screen.getByTestId("image-preview").getAttribute("src")).toBe("https://example.com/ok.jpg");
  });

  it("shows no preview without an image", () => {
    render(<Harness />);
    expect(screen.queryByTestId("image-preview")).toBeNull();
  });
});
