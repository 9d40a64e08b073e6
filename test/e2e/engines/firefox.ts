// Firefox, as Debian ships it (firefox-esr), headless and driven through WebDriver BiDi by
// Puppeteer. Playwright's own Firefox support needs its patched build, which cannot be downloaded
// here, and its BiDi mode asks this ESR for commands it lacks.
import { existsSync } from "node:fs";
import puppeteer, { type Dialog, type ElementHandle, type Page } from "puppeteer-core";
import {
  FIND_TIMEOUT_MS,
  findTarget,
  recordErrors,
  settleInView,
  type Engine,
  type EnginePage,
  type EngineSession,
  type PageFunction,
  type Size,
  type Target,
} from "./engine";

const FIREFOX = "/usr/bin/firefox-esr";
export const firefoxMissing = () => (existsSync(FIREFOX) ? null : "Firefox needs Debian's firefox-esr: apt-get install -y firefox-esr");

function firefoxPage(page: Page, siteBase: string): EnginePage {
  const find = async ({ css, name }: Target) => {
    const handle = await page.waitForFunction(findTarget, { timeout: FIND_TIMEOUT_MS, polling: 100 }, css, name ?? null);
    return handle as ElementHandle<Element>;
  };
  /** The question the next `confirm` asks, accepted; a failure when none comes in time. */
  const nextQuestion = () => {
    let answer: (dialog: Dialog) => void = () => undefined;
    const asked = new Promise<string>((resolve) => {
      answer = (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      };
      page.once("dialog", answer);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("The page asked no question.")), FIND_TIMEOUT_MS)));
    return Promise.race([asked, late]).finally(() => {
      clearTimeout(timer);
      page.off("dialog", answer);
    });
  };
  return {
    goto: async (path) => {
      await page.goto(new URL(path, siteBase).href, { waitUntil: "load" });
    },
    evaluate: <A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A) =>
      page.evaluate(fn as (...args: unknown[]) => R | Promise<R>, ...args) as Promise<R>,
    click: async (target) => {
      const element = await find(target);
      await element.evaluate(settleInView);
      await element.click();
    },
    clickAndAccept: async (target) => {
      const question = nextQuestion();
      try {
        const element = await find(target);
        await element.evaluate(settleInView);
        await element.click();
      } catch (error) {
        question.catch(() => undefined);
        throw error;
      }
      return question;
    },
    fill: async (target, text) => {
      const field = await find(target);
      await field.evaluate((element) => {
        (element as HTMLElement).focus();
        if (element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && element.type !== "date")) element.select();
      });
      await field.type(text);
    },
    press: (key) => page.keyboard.press(key),
    drag: async (from, to) => {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 12 });
      await page.mouse.up();
    },
    upload: async (target, path) => ((await find(target)) as ElementHandle<HTMLInputElement>).uploadFile(path),
    screenshot: async (path) => {
      await page.screenshot({ path: path as `${string}.png` });
    },
  };
}

export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    // French, as the DJ's phone: its date fields read day, month, year, from the machine's fr_FR.UTF-8 locale.
    env: { ...process.env, TZ: "Europe/Paris", LANG: "fr_FR.UTF-8", LC_ALL: "fr_FR.UTF-8" },
    extraPrefsFirefox: { "intl.accept_languages": "fr-FR, fr", "intl.regional_prefs.use_os_locales": true },
  });
  return {
    session: async (size: Size, site: string): Promise<EngineSession> => {
      const context = await browser.createBrowserContext();
      const open = async () => {
        const page = await context.newPage();
        await page.setViewport(size);
        // Before the page's own scripts: every error of the page is recorded.
        await page.evaluateOnNewDocument(recordErrors);
        return firefoxPage(page, site);
      };
      return { page: await open(), open, close: () => context.close() };
    },
    close: () => browser.close(),
  };
}
