// Taps made before the app runs, replayed once it does, and the ways one is forgotten.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { replayEarlyTaps } from "../../web/src/app/earlyTaps";

let button: HTMLButtonElement;
let other: HTMLButtonElement;
let taps: string[];

const tap = (element: Element) => element.dispatchEvent(new MouseEvent("click", { bubbles: true }));
/** The app's progress, as main.tsx and App.tsx mark it; the observer's callback runs right after. */
async function stage(value: "hydrating" | "ready") {
  document.documentElement.dataset.app = value;
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  taps = [];
  document.body.innerHTML = `<main><button id="menu"><span>Menu</span></button><button id="photo">Photo</button><p>Texte</p></main>`;
  button = document.querySelector("#menu")!;
  other = document.querySelector("#photo")!;
  for (const element of [button, other]) element.addEventListener("click", () => taps.push(element.id));
  delete document.documentElement.dataset.app;
  replayEarlyTaps();
});

afterEach(async () => {
  await stage("ready");
  vi.restoreAllMocks();
});

describe("a tap before the app runs", () => {
  it("is replayed once the app is ready, on the button tapped (even through its content)", async () => {
    tap(button.querySelector("span")!);
    taps = [];
    await stage("hydrating");
    expect(taps).toEqual([]);
    await stage("ready");
    expect(taps).toEqual(["menu"]);
  });

  it("only the last one is replayed", async () => {
    tap(button);
    tap(other);
    taps = [];
    await stage("ready");
    expect(taps).toEqual(["photo"]);
  });

  it("is forgotten after a tap elsewhere, or a key", async () => {
    tap(button);
    tap(document.querySelector("p")!);
    tap(other);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    taps = [];
    await stage("ready");
    expect(taps).toEqual([]);
  });

  it("is forgotten after a tap that React already served", async () => {
    tap(button);
    await stage("hydrating");
    tap(other);
    taps = [];
    await stage("ready");
    expect(taps).toEqual([]);
  });

  it("is forgotten when the app comes more than 5 s later", async () => {
    const start = performance.now();
    button.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    taps = [];
    vi.spyOn(performance, "now").mockReturnValue(start + 5001);
    await stage("ready");
    expect(taps).toEqual([]);
  });

  it("is replayed when the app comes within 5 s", async () => {
    const start = performance.now();
    tap(button);
    taps = [];
    vi.spyOn(performance, "now").mockReturnValue(start + 4000);
    await stage("ready");
    expect(taps).toEqual(["menu"]);
  });
});
