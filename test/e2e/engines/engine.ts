// What the checks in the other engines ask of a browser, whichever protocol drives it: WebKit through
// WebDriver classic (webkit.ts), Firefox through WebDriver BiDi (firefox.ts). Small on purpose: the
// checks find elements and read the page with functions run in it, and act through real input.

/** An element to act on: the first one shown that matches the CSS selector and, if given, has this name. */
export interface Target {
  css: string;
  /** Its accessible name as written (aria-label, else its text), whole. */
  name?: string;
}

export type Key = "Escape" | "ArrowRight";

/** How long an element is looked for (a click tried again while something covers it), or a question waited for. */
export const FIND_TIMEOUT_MS = 20_000;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A function the page runs: its arguments and its answer travel as JSON. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export interface EnginePage {
  /** Opens a path of the site (or an address) and waits for its load event. */
  goto(path: string): Promise<void>;
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** A click at the element's centre, scrolled into view first, as a finger or a mouse would. */
  click(target: Target): Promise<void>;
  /** Clicks, then accepts the question the page asks (`confirm`): answers its text. */
  clickAndAccept(target: Target): Promise<string>;
  /** Empties the field (or selects what it holds) and types the text, key by key. */
  fill(target: Target, text: string): Promise<void>;
  /** A key pressed on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** Holds the main button down at `from`, moves to `to` in steps, and lets go. */
  drag(from: Point, to: Point): Promise<void>;
  /** Gives a file input a file of the machine. */
  upload(target: Target, path: string): Promise<void>;
  screenshot(path: string): Promise<void>;
}

export interface EngineSession {
  /** The first page of the session; `open()` opens another, with the same cookies. */
  page: EnginePage;
  open(): Promise<EnginePage>;
  close(): Promise<void>;
}

export interface Engine {
  /** A new session at this size, on this site (what relative paths are of): no cookies, no storage. */
  session(size: Size, site: string): Promise<EngineSession>;
  close(): Promise<void>;
}

/**
 * Run in the page: the element a Target names. Written for the page (no closure), and passed as a
 * string to the protocols, which run it there.
 */
export function findTarget(css: string, name: string | null): Element | null {
  // The text a screen reader reads: without what is hidden from it.
  const text = (node: Node): string =>
    node instanceof Element ? (node.getAttribute("aria-hidden") === "true" ? "" : Array.from(node.childNodes, text).join("")) : (node.textContent ?? "");
  const nameOf = (element: Element) => (element.getAttribute("aria-label") ?? text(element)).replace(/\s+/g, " ").trim();
  return (
    Array.from(document.querySelectorAll(css)).find((element) => element.getClientRects().length > 0 && (name === null || nameOf(element) === name)) ?? null
  );
}

/**
 * Run in the page: scrolls the element to the middle of the screen and resolves once it holds still
 * (2 s at most), so that a click lands on it: a section laid out late or a reveal's slide moves it meanwhile.
 */
export function settleInView(element: Element): Promise<void> {
  element.scrollIntoView({ block: "center" });
  return new Promise((resolve) => {
    const deadline = performance.now() + 2_000;
    let last = "";
    const check = () => {
      const { x, y } = element.getBoundingClientRect();
      const now = `${x},${y}`;
      if (now === last || performance.now() > deadline) return resolve();
      last = now;
      setTimeout(check, 100);
    };
    check();
  });
}

/**
 * Run in the page: from now on, every uncaught error, refused promise, `console.error` and CSP
 * violation is kept in `window.engineErrors`.
 */
export function recordErrors() {
  const state = window as unknown as { engineErrors?: string[] };
  if (state.engineErrors) return;
  const errors: string[] = (state.engineErrors = []);
  addEventListener("error", (event) => errors.push(`error: ${event.message}`));
  addEventListener("unhandledrejection", (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
  document.addEventListener("securitypolicyviolation", (event) => errors.push(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(" ")}`);
    consoleError(...args);
  };
}
