// WebKit, as Debian ships it: WebKitGTK's MiniBrowser driven by WebKitWebDriver (WebDriver classic,
// over HTTP; this WebKit has no WebDriver BiDi), in a virtual display (xvfb-run). A window of
// MiniBrowser is at least 447 px wide with its toolbar's usual style: a style sheet of our own
// shrinks the toolbar, so that the page can be a phone's 390 px wide.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findTarget, recordErrors, type Engine, type EnginePage, type EngineSession, type PageFunction, type Point, type Size, type Target } from "./engine";

export const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
/** Under /usr/lib/<the machine's architecture>/. */
const MINIBROWSER = readdirSync("/usr/lib")
  .map((folder) => `/usr/lib/${folder}/webkit2gtk-4.1/MiniBrowser`)
  .find((path) => existsSync(path));
export const webkitMissing = () =>
  existsSync(WEBKIT_DRIVER) && MINIBROWSER && existsSync("/usr/bin/xvfb-run")
    ? null
    : "WebKit needs Debian's webkit2gtk-driver and xvfb: apt-get install -y webkit2gtk-driver xvfb xauth";

const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
/** WebDriver's codes of the keys pressed. */
const KEYS = { Tab: "\uE004", Shift: "\uE008", Enter: "\uE007", Escape: "\uE00C", ArrowRight: "\uE014" } as const;
/** How long an element is looked for, or a click retried while something covers it. */
const FIND_TIMEOUT_MS = 20_000;
/** MiniBrowser starts in a second or two; once in a while it hangs, and the driver with it. */
const SESSION_TIMEOUT_MS = 20_000;

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
  const { sessionId } = await command<{ sessionId: string }>(
    `${base}/session`,
    "POST",
    { capabilities: { alwaysMatch: { browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } } } },
    SESSION_TIMEOUT_MS,
  );
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
          // Centred first, where a section's reveal has shown it (WebKit counts a transparent element as hidden).
          await call(handle, "/execute/async", "POST", {
            script: "arguments[0].scrollIntoView({ block: 'center' }); setTimeout(arguments[1], 400)",
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
    const keys = (values: string[]) =>
      call(handle, "/actions", "POST", {
        actions: [
          {
            type: "key",
            id: "keyboard",
            actions: [...values.map((value) => ({ type: "keyDown", value })), ...values.reverse().map((value) => ({ type: "keyUp", value }))],
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
        await call(handle, `/element/${id}/clear`);
        await call(handle, `/element/${id}/value`, "POST", { text });
      },
      press: (key) => keys(key === "Shift+Tab" ? [KEYS.Shift, KEYS.Tab] : [KEYS[key]]),
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

/** Starts WebKitWebDriver in a virtual display of its own; resolves once it answers, or null if it stopped first. */
async function startDriver(home: string): Promise<{ driver: ChildProcess; base: string } | null> {
  const port = await freePort();
  const driver = spawn("xvfb-run", ["-a", "-s", "-screen 0 1600x1200x24", WEBKIT_DRIVER, `--port=${port}`], {
    // French, as the DJ's phone: its date fields read day, month, year (needs the fr_FR.UTF-8 locale).
    env: { ...process.env, XDG_CONFIG_HOME: home, TZ: "Europe/Paris", LANG: "fr_FR.UTF-8" },
    stdio: "ignore",
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline && driver.exitCode === null; await pause(200)) {
    const ready = await command<{ ready: boolean }>(`${base}/status`, "GET").then(
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

/**
 * WebKitWebDriver, with the style sheet that shrinks MiniBrowser's toolbar. Tried three times: two
 * workers starting `xvfb-run -a` at once may pick the same display, and one of them then stops.
 */
export async function launchWebKit(): Promise<Engine> {
  const home = mkdtempSync(join(tmpdir(), "dj-site-webkit-"));
  mkdirSync(join(home, "gtk-3.0"));
  writeFileSync(join(home, "gtk-3.0", "gtk.css"), "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 4px; }\n");
  const start = async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const started = await startDriver(home);
      if (started) return started;
    }
    throw new Error("WebKitWebDriver did not start.");
  };
  let { driver, base } = await start();
  return {
    // A session that does not start (MiniBrowser hung) is tried once more with a new driver.
    session: async (size, site) => {
      try {
        return await webkitSession(base, site, size);
      } catch {
        stopGroup(driver);
        ({ driver, base } = await start());
        return webkitSession(base, site, size);
      }
    },
    close: async () => {
      stopGroup(driver);
      rmSync(home, { recursive: true, force: true });
    },
  };
}
