// WebKit, as Debian ships it: WebKitGTK's MiniBrowser driven by WebKitWebDriver (WebDriver classic,
// over HTTP; this WebKit has no WebDriver BiDi), in a virtual display (xvfb-run). A window of
// MiniBrowser is at least 447 px wide with its toolbar's usual style: a style sheet of our own
// shrinks the toolbar, so that the page can be a phone's 390 px wide.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  FIND_TIMEOUT_MS,
  findTarget,
  recordErrors,
  settleInView,
  type Engine,
  type EnginePage,
  type EngineSession,
  type PageFunction,
  type Point,
  type Size,
  type Target,
} from "./engine";

const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
/** Under /usr/lib/<the machine's architecture>/. */
const MINIBROWSER = readdirSync("/usr/lib")
  .map((folder) => `/usr/lib/${folder}/webkit2gtk-4.1/MiniBrowser`)
  .find((path) => existsSync(path));
export const webkitMissing = () =>
  existsSync(WEBKIT_DRIVER) && MINIBROWSER && existsSync("/usr/bin/xvfb-run") && existsSync("/usr/bin/xauth")
    ? null
    : "WebKit needs Debian's webkit2gtk-driver and xvfb: apt-get install -y webkit2gtk-driver xvfb xauth";

const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
/** WebDriver's codes of the keys pressed. */
const KEYS = { Escape: "\uE00C", ArrowRight: "\uE014" } as const;
/** MiniBrowser starts and takes its size in a few seconds; once in a while it hangs, and the driver with it. */
const SESSION_TIMEOUT_MS = 25_000;
const START_TIMEOUT_MS = 20_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`);
  }
}

/** A free port of the machine, for the driver to listen on. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

/** A WebDriver command: its value, or its error thrown. Given up after `timeout` ms: the test's own limit is longer. */
async function command<T = void>(url: string, method: "GET" | "POST" | "DELETE", body?: unknown, timeout = 60_000): Promise<T> {
  const response = await fetch(url, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { "content-type": "application/json" },
    signal: AbortSignal.timeout(timeout),
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new WebDriverError(value?.error ?? String(response.status), value?.message ?? "");
  return value;
}

/** The page's function as a WebDriver async script: its answer, or its error, back to the driver. */
const asyncScript = (fn: string) =>
  `const done = arguments[arguments.length - 1];
   Promise.resolve().then(() => (${fn})(...Array.from(arguments).slice(0, -1)))
     .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;

async function webkitSession(base: string, siteBase: string, size: Size): Promise<EngineSession> {
  const { sessionId } = await command<{ sessionId: string }>(`${base}/session`, "POST", {
    capabilities: { alwaysMatch: { browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } } },
  });
  const url = `${base}/session/${sessionId}`;
  let current = await command<string>(`${url}/window`, "GET");
  const call = async <T = void>(handle: string, path: string, method: "GET" | "POST" | "DELETE" = "POST", body: unknown = {}) => {
    if (handle !== current) await command(`${url}/window`, "POST", { handle: (current = handle) });
    return command<T>(`${url}${path}`, method, method === "POST" ? body : undefined);
  };

  const pageOf = (handle: string): EnginePage => {
    const evaluate = async <A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> => {
      const answer = await call<{ value?: R; error?: string }>(handle, "/execute/async", "POST", { script: asyncScript(fn.toString()), args });
      if (answer.error) throw new Error(`In the page: ${answer.error}`);
      return answer.value as R;
    };
    /** The element's WebDriver id, once it is in the page and shown. */
    const find = async ({ css, name }: Target): Promise<string> => {
      for (const deadline = Date.now() + FIND_TIMEOUT_MS; ; await pause(100)) {
        const found = await call<Record<string, string> | null>(handle, "/execute/sync", "POST", {
          script: `return (${findTarget.toString()})(arguments[0], arguments[1])`,
          args: [css, name ?? null],
        });
        if (found) return found[ELEMENT];
        if (Date.now() > deadline) throw new Error(`No element shown for ${css}${name ? ` named « ${name} »` : ""}.`);
      }
    };
    /** A click, tried again while another element covers the target (a closing dialog, a toast). */
    const click = async (target: Target) => {
      for (const deadline = Date.now() + FIND_TIMEOUT_MS; ; await pause(100)) {
        try {
          const id = await find(target);
          // Centred and still first: a section's reveal over (WebKit counts a transparent element as hidden).
          await call(handle, "/execute/async", "POST", {
            script: `(${settleInView.toString()})(arguments[0]).then(arguments[1])`,
            args: [{ [ELEMENT]: id }],
          });
          await call(handle, `/element/${id}/click`);
          return;
        } catch (error) {
          const retry = error instanceof WebDriverError && /intercepted|stale|not interactable/.test(error.error);
          if (!retry || Date.now() > deadline) throw error;
        }
      }
    };
    const pressKey = (value: string) =>
      call(handle, "/actions", "POST", {
        actions: [
          {
            type: "key",
            id: "keyboard",
            actions: [
              { type: "keyDown", value },
              { type: "keyUp", value },
            ],
          },
        ],
      });
    return {
      goto: async (path) => {
        await call(handle, "/url", "POST", { url: new URL(path, siteBase).href });
        // WebDriver classic runs nothing before the page's own scripts: errors are recorded from its load on.
        await evaluate(recordErrors);
      },
      evaluate,
      click,
      clickAndAccept: async (target) => {
        await click(target);
        for (const deadline = Date.now() + FIND_TIMEOUT_MS; ; await pause(100)) {
          const text = await call<string>(handle, "/alert/text", "GET").catch(() => null);
          if (text !== null) {
            await call(handle, "/alert/accept");
            return text;
          }
          if (Date.now() > deadline) throw new Error("The page asked no question.");
        }
      },
      fill: async (target, text) => {
        const id = await find(target);
        // Emptied as React hears it (the value's own setter, then an input event): WebDriver's "clear"
        // empties the field behind its back, and the next render may put the old value back.
        await call(handle, "/execute/sync", "POST", {
          script: `const field = arguments[0];
            Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set.call(field, "");
            field.dispatchEvent(new Event("input", { bubbles: true }));`,
          args: [{ [ELEMENT]: id }],
        });
        await call(handle, `/element/${id}/value`, "POST", { text });
      },
      press: (key) => pressKey(KEYS[key]),
      drag: async (from, to) => {
        const move = ({ x, y }: Point, duration = 0) => ({ type: "pointerMove", origin: "viewport", x: Math.round(x), y: Math.round(y), duration });
        const steps = Array.from({ length: 12 }, (_, step) =>
          move({ x: from.x + ((to.x - from.x) * (step + 1)) / 12, y: from.y + ((to.y - from.y) * (step + 1)) / 12 }, 30),
        );
        await call(handle, "/actions", "POST", {
          actions: [
            {
              type: "pointer",
              id: "mouse",
              parameters: { pointerType: "mouse" },
              actions: [move(from), { type: "pointerDown", button: 0 }, ...steps, { type: "pointerUp", button: 0 }],
            },
          ],
        });
        await call(handle, "/actions", "DELETE");
      },
      upload: async (target, path) => call(handle, `/element/${await find(target)}/value`, "POST", { text: path }),
      screenshot: async (path) => writeFileSync(path, Buffer.from(await call<string>(handle, "/screenshot", "GET"), "base64")),
    };
  };

  // The window's outer size is set so that the page gets `size`: the toolbar takes its share.
  const fit = async (handle: string) => {
    // The page learns its new size a few frames after the window's: read it once it holds still.
    const measure = () =>
      pageOf(handle).evaluate(async () => {
        for (let last = ""; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
          const now = { width: innerWidth, height: innerHeight };
          if (JSON.stringify(now) === last) return now;
          last = JSON.stringify(now);
        }
      });
    let outer = size;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await call(handle, "/window/rect", "POST", outer);
      const inner = await measure();
      if (inner.width === size.width && inner.height === size.height) return;
      outer = { width: outer.width + size.width - inner.width, height: outer.height + size.height - inner.height };
    }
    throw new Error(`WebKit's window does not fit ${size.width}x${size.height}.`);
  };
  const first = pageOf(current);
  await fit(current);
  return {
    page: first,
    open: async () => {
      const { handle } = await call<{ handle: string }>(current, "/window/new", "POST", { type: "window" });
      await fit(handle);
      return pageOf(handle);
    },
    close: () => command(url, "DELETE").then(() => undefined),
  };
}

/** The last lines of a log file, to say why a program stopped. */
const tail = (path: string) => (existsSync(path) ? readFileSync(path, "utf8").trim().split("\n").slice(-5).join("\n") : "");

/** Starts WebKitWebDriver in a virtual display of its own; resolves once it answers, or null if it stopped first. */
async function startDriver(home: string): Promise<{ driver: ChildProcess; base: string } | null> {
  const port = await freePort();
  // The display's key and log in `home`: xvfb-run then makes no folder of its own, which SIGTERM would leave behind.
  const xvfb = ["-a", "-f", join(home, "Xauthority"), "-e", join(home, "xvfb.log"), "-s", "-screen 0 1600x1200x24"];
  const driver = spawn("xvfb-run", [...xvfb, WEBKIT_DRIVER, `--port=${port}`], {
    // French, as the DJ's phone: its date fields read day, month, year (needs the fr_FR.UTF-8 locale).
    env: { ...process.env, XDG_CONFIG_HOME: home, TZ: "Europe/Paris", LANG: "fr_FR.UTF-8", LC_ALL: "fr_FR.UTF-8" },
    stdio: ["ignore", "ignore", openSync(join(home, "driver.log"), "a")],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const running = () => driver.exitCode === null && driver.signalCode === null;
  for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline && running(); await pause(200)) {
    const ready = await command<{ ready: boolean }>(`${base}/status`, "GET", undefined, 2_000).then(
      (status) => status.ready,
      () => false,
    );
    if (ready) return { driver, base };
  }
  stopGroup(driver);
  return null;
}

function stopGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    // Gone already.
  }
}

/** Rejects once `ms` have passed: a step that hangs fails in time for the test to try again. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s.`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** WebKitWebDriver, with the style sheet that shrinks MiniBrowser's toolbar; stopped with the worker, whatever ends it. */
export async function launchWebKit(): Promise<Engine> {
  const home = mkdtempSync(join(tmpdir(), "dj-site-webkit-"));
  mkdirSync(join(home, "gtk-3.0"));
  writeFileSync(join(home, "gtk-3.0", "gtk.css"), "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 4px; }\n");
  const start = async () => {
    const started = await startDriver(home);
    if (!started) throw new Error(`WebKitWebDriver did not start:\n${tail(join(home, "driver.log"))}\n${tail(join(home, "xvfb.log"))}`);
    return started;
  };
  let { driver, base } = await start();
  const stop = () => stopGroup(driver);
  process.once("exit", stop);
  return {
    // A session that does not start in time (MiniBrowser hung, and the driver with it) is tried once
    // more with a new driver; the first failure is said, the second fails the test.
    session: async (size, site) => {
      try {
        return await within(webkitSession(base, site, size), SESSION_TIMEOUT_MS, "A WebKit session's start");
      } catch (error) {
        console.warn(`WebKit: ${String(error)}; starting the driver again.`);
        stopGroup(driver);
        ({ driver, base } = await start());
        return within(webkitSession(base, site, size), SESSION_TIMEOUT_MS, "A WebKit session's start");
      }
    },
    close: async () => {
      process.off("exit", stop);
      stopGroup(driver);
      rmSync(home, { recursive: true, force: true });
    },
  };
}
