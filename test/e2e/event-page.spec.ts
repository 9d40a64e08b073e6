// An event's own page in Chromium (shared/pages.ts, "event"): a cancelled event still to come reads
// « Annulé » and has no ticket button on the home page, on /events and on its own page, which its
// card opens; the Worker's HTML of the page already holds the event, its JSON-LD and its share
// card, a 1200x630 JPEG, before any script.
//
// The events are created through the API by the administrator, on the accounts' server (its projects
// in playwright.config.ts), where the tests change the content: the public specs' server keeps the
// default content they count on. Each test creates its own event and deletes it.
import { expect, test, type APIRequestContext, type TestInfo } from "@playwright/test";
import { eventPath } from "../../shared/event-page";
import { ADMIN } from "./accounts";
import { openAt, requireChromium } from "./support";

requireChromium();

interface StoredEvent {
  id: number;
  name: string;
  date: string;
}

/**
 * The day of a test's event, one per project: with the clock on that day, the event is the first
 * one to come (the admin spec's events are later), even on a phone, whose teaser shows one card.
 */
const DAYS: Record<string, string> = { "mobile-accounts": "2030-05-17", "desktop-accounts": "2030-05-24" };

let api: APIRequestContext;

/** The administrator's API session: signed up when no test did it yet, else signed in. */
test.beforeAll(async ({ playwright }, testInfo) => {
  const server = new URL(testInfo.project.use.baseURL!).origin;
  api = await playwright.request.newContext({ baseURL: server, extraHTTPHeaders: { origin: server } });
  const signUp = await api.post("/api/auth/signup", { data: ADMIN });
  if (signUp.status() !== 201) {
    const signIn = await api.post("/api/auth/login", { data: ADMIN });
    expect(signIn.ok(), await signIn.text()).toBe(true);
  }
  const me = await (await api.get("/api/auth/me")).json();
  expect(me.user?.role, "the administrator of the accounts' server").toBe("admin");
});

test.afterAll(async () => {
  await api.dispose();
});

const created: number[] = [];

test.afterEach(async () => {
  for (const id of created.splice(0)) expect((await api.delete(`/api/events/${id}`)).ok()).toBe(true);
});

/** A cancelled event with a ticket office, under a name nobody else uses. */
async function createCancelledEvent(testInfo: TestInfo, date: string): Promise<StoredEvent> {
  const name = `Soirée annulée ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
  const response = await api.post("/api/events", {
    data: {
      name,
      date,
      status: "cancelled",
      time: "21:00 - 02:00",
      venue: "Plage Sud, Canet-en-Roussillon",
      image: "/media/event-disco.webp",
      description: "Soirée disco sur la plage.\n\nAnnulée pour cause de tempête.",
      ticketLink: "https://billetterie.example.com/annulee",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const event = (await response.json()) as StoredEvent;
  created.push(event.id);
  return event;
}

test("a cancelled event reads « Annulé » without a ticket button on the home page, /events and its own page, which its card opens", async ({
  page,
}, testInfo) => {
  const day = DAYS[testInfo.project.name];
  const event = await createCancelledEvent(testInfo, day);
  const morning = `${day}T10:00:00+02:00`;

  await openAt(page, "/", morning);
  const teaserCard = page.locator("#events article").filter({ hasText: event.name });
  await expect(teaserCard).toBeVisible();
  await expect(teaserCard.locator("[data-badge]")).toHaveText("Annulé");
  await expect(teaserCard.getByRole("link", { name: /Billetterie/ })).toHaveCount(0);
  await expect(teaserCard.getByText("Événement fini")).toHaveCount(0);

  await openAt(page, "/events", morning);
  const card = page
    .getByRole("region", { name: /À venir/ })
    .getByRole("article")
    .filter({ hasText: event.name });
  await expect(card.locator("[data-badge]")).toHaveText("Annulé");
  await expect(card.getByRole("link", { name: /Billetterie|Ajouter au calendrier/ })).toHaveCount(0);

  // Anywhere on the card: its picture's corner, away from the name.
  await card.click({ position: { x: 30, y: 30 } });
  await expect(page).toHaveURL(new RegExp(`${eventPath(event)}$`));
  await expect(page.getByRole("heading", { level: 1, name: event.name })).toBeVisible();
  await expect(page.locator("main [data-badge]")).toHaveText("Annulé");
  await expect(page.getByText("Annulée pour cause de tempête.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Billetterie|Ajouter au calendrier|Google Agenda/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Partager" })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${event.name} – `));

  await page.getByRole("link", { name: "Tous les événements" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tous les événements" })).toBeVisible();
});

/** Width and height of a baseline or progressive JPEG, from its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let at = 2; at + 9 < bytes.length;) {
    const marker = bytes[at + 1];
    if (marker === 0xc0 || marker === 0xc2) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

test("the server's HTML of an event's page holds the event, its JSON-LD and its share card; an id no event has is answered 404", async ({
  request,
}, testInfo) => {
  const event = await createCancelledEvent(testInfo, "2030-12-31");
  const response = await request.get(eventPath(event));
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain(`>${event.name}</h1>`);
  expect(root).toContain(">Annulé</span>");
  expect(root).not.toContain("Billetterie");

  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]) as { "@graph": Record<string, unknown>[] };
  expect(ld["@graph"].find((node) => node["@type"] === "MusicEvent")).toMatchObject({ name: event.name, eventStatus: "https://schema.org/EventCancelled" });
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1];
  const card = await request.get(image);
  expect(card.headers()["content-type"]).toBe("image/jpeg");
  expect(jpegSize(await card.body())).toEqual({ width: 1200, height: 630 });

  const missing = await request.get("/events/123-nulle-part");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Page introuvable");
});
