// The pages' beacon (docs/product.md §24): each moment's link or button named, an event's own by its
// page, with the visit's source; nothing for other links, nor for the pages that are not public.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BEACON_PATH, MOMENT_NAMES, type Beacon } from "../../shared/stats";
import { beacon, listenForMoments } from "../../web/src/lib/beacon";

const sent: Beacon[] = [];
const paths: string[] = [];

beforeAll(() => {
  window.history.replaceState(null, "", "/?utm_source=flyer");
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (path: string, body: Blob) => {
      paths.push(path);
      void body.text().then((text) => sent.push(JSON.parse(text) as Beacon));
      return true;
    },
  });
  listenForMoments();
  window.history.replaceState(null, "", "/");
});

afterAll(() => {
  Reflect.deleteProperty(navigator, "sendBeacon");
});

beforeEach(() => {
  sent.length = 0;
  paths.length = 0;
});

/** A tap on the element the markup makes, on the page at `path`. */
async function tapOn(markup: string, path = "/"): Promise<Beacon[]> {
  window.history.replaceState(null, "", path);
  document.body.innerHTML = markup;
  const target = document.body.querySelector("[data-target]") ?? document.body.firstElementChild!;
  target.addEventListener("click", (event) => event.preventDefault());
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  // What sends comes with its own import, then the body is read: both done within a few ticks.
  await import("../../web/src/lib/moments");
  await new Promise((resolve) => setTimeout(resolve, 20));
  return [...sent];
}

describe("a tap", () => {
  it.each([
    ['<a href="tel:+33612345678"><span data-target>Appeler</span></a>', "call"],
    ['<a href="sms:+33612345678?&body=Bonjour">SMS</a>', "sms"],
    ['<a href="https://wa.me/33612345678?text=Bonjour">WhatsApp</a>', "whatsapp"],
    ['<a href="mailto:dj@example.fr">E-mail</a>', "mail"],
    ['<a href="https://www.instagram.com/djmaxribera/">Instagram</a>', "instagram"],
    ['<a href="https://soundcloud.com/djmaxribera">SoundCloud</a>', "social"],
    ['<a href="https://youtu.be/abc">YouTube</a>', "social"],
    ['<button data-moment="share">Partager</button>', "share"],
  ])("on %s is the moment « %s » of the page, with the visit's source", async (markup, name) => {
    expect(await tapOn(markup, "/disponibilites")).toEqual([{ name, page: "/disponibilites", from: "flyer" }]);
    expect(paths).toEqual([BEACON_PATH]);
  });

  it("on an event's ticket or calendar file is the event's, wherever the card is", async () => {
    expect(await tapOn('<a href="https://billets.example/nuit" data-moment="ticket" data-page="/events/1790000000000-nuit">Billetterie</a>')).toEqual([
      { name: "ticket", page: "/events/1790000000000-nuit", from: "flyer" },
    ]);
    sent.length = 0;
    expect(await tapOn('<a href="/events/1790000000000.ics" download>Ajouter au calendrier</a>')).toEqual([
      { name: "calendar", page: "/events/1790000000000", from: "flyer" },
    ]);
  });

  it("on any other link or element, or on a page that is not public, sends nothing", async () => {
    expect(await tapOn('<a href="https://wa.me/?text=Nuit%20blanche">WhatsApp</a>')).toEqual([]);
    expect(await tapOn('<a href="/events">Tous les événements</a>')).toEqual([]);
    expect(await tapOn("<p>Texte</p>")).toEqual([]);
    expect(await tapOn('<a href="tel:+33612345678">Appeler</a>', "/admin")).toEqual([]);
  });
});

describe("a moment's source", () => {
  it("is the referrer's origin alone, never its path nor its query", async () => {
    const { send } = await import("../../web/src/lib/moments");
    send("call", "/", "https://l.instagram.com/?u=https%3A%2F%2Fdj.example%2F&e=AT0secret");
    await vi.waitFor(() => expect(sent).toEqual([{ name: "call", page: "/", from: "https://l.instagram.com" }]));
  });
});

describe("beacon()", () => {
  it("sends a page the app opened, and the names the pages use are the Worker's", async () => {
    window.history.replaceState(null, "", "/events");
    beacon("view");
    await vi.waitFor(() => expect(sent).toEqual([{ name: "view", page: "/events" }]));
    for (const name of ["call", "sms", "whatsapp", "mail", "instagram", "social", "share", "ticket", "calendar", "date", "request"]) {
      expect(MOMENT_NAMES).toContain(name);
    }
  });
});
