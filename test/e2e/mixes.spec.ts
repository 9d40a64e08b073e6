// The mixes' facades (docs/product.md §25) in Chromium at 390x844 and 1440x900: the home page asks
// nothing of SoundCloud, Mixcloud or YouTube until a play button is pressed, then the platform's
// player is there, in place, with its cookie notice. The players are answered locally: the test
// machine has no internet, and what counts is what the page asks for.
import { expect, test, type Request } from "@playwright/test";
import { defaults, openAt, requireChromium } from "./support";

requireChromium();

const PLATFORMS = /(^|\.)(soundcloud\.com|mixcloud\.com|youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|sndcdn\.com)$/;
const { mixes } = defaults;
const [first] = mixes;

test("@layout the home page asks nothing of the platforms until play is pressed, then plays the mix in place", async ({ page }) => {
  const asked: string[] = [];
  const record = (request: Request) => {
    if (PLATFORMS.test(new URL(request.url()).hostname)) asked.push(request.url());
  };
  page.on("request", record);
  await page.route(PLATFORMS, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Lecteur</title>" }));
  await page
    .context()
    .route(/^https:\/\/(w\.soundcloud\.com|player-widget\.mixcloud\.com|www\.youtube-nocookie\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Lecteur</title>" }),
    );

  await openAt(page, "/");
  const section = page.locator("#mixes");
  const play = section.getByRole("link", { name: `Écouter « ${first.title} »` });
  await play.scrollIntoViewIfNeeded();
  // Scrolled past every mix, and the whole page: still nothing asked of a platform, no frame.
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);
  expect((await page.context().cookies()).filter((cookie) => PLATFORMS.test(cookie.domain.replace(/^\./, "")))).toEqual([]);
  await expect(play).toHaveAttribute("href", first.link);
  // Told before the press.
  await expect(section.getByText("Lecture sur Mixcloud, qui dépose ses propres cookies.")).toBeVisible();

  await play.scrollIntoViewIfNeeded();
  await expect.poll(() => section.locator("[data-reveal]").first().getAttribute("data-reveal")).not.toBe("idle");
  await play.click();
  const player = section.locator(`iframe[title="${first.title} sur SoundCloud"]`);
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute("src", `https://w.soundcloud.com/player/?url=${encodeURIComponent(first.link)}&auto_play=true&visual=true`);
  await expect(player).toHaveAttribute("allow", /autoplay/);
  await expect(player).toBeFocused();
  await expect(section.getByText("Lecture sur SoundCloud, qui dépose ses propres cookies.").first()).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((url) => url.startsWith("https://w.soundcloud.com/player/"))).toBe(true);
  // Only that mix: the others keep their facade.
  await expect(page.locator("iframe")).toHaveCount(1);
  expect(page.context().pages()).toHaveLength(1);
});

test("/mixes shows every mix, each with its play button", async ({ page }) => {
  await openAt(page, "/mixes");
  await expect(page.getByRole("heading", { level: 1, name: "Mixes" })).toBeVisible();
  for (const mix of mixes) await expect(page.getByRole("link", { name: `Écouter « ${mix.title} »` })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
});
