// The DataProvider: the lists from the page, the API or the built-in content, the pages' views, and
// the live changes.
import { act, cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyContent, type Content, type EventItem } from "../../shared/collections";
import { DataProvider, useData } from "../../web/src/data/DataProvider";
import { loadDefaultContent } from "../../web/src/data/defaults";
import { FakeSocket } from "./fixtures";
import { DEFAULT_PROFILE } from "./profile";
import { backoffDelay, liveUrl } from "../../web/src/data/liveSocket";

const DEFAULT_CONTENT = await loadDefaultContent();

const remoteEvent: EventItem = {
  id: 42,
  name: "Soirée distante",
  date: "2026-08-01",
  time: "22:00 - 04:00",
  venue: "Perpignan",
  description: "Depuis l'API",
  image: "/images/abc.webp",
  status: "scheduled",
  previousDate: null,
  ticketLink: null,
};

type Answers = Partial<Record<keyof Content | "profile" | "views", unknown>>;

/** The API: each list's answer is its first part's (the past half of the agenda answers nothing). */
function stubApi(answers: Answers | "down") {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (answers === "down") throw new TypeError("Failed to fetch");
    const name = String(input).replace("/api/", "").replace(/\?.*/, "") as keyof Answers;
    const body = String(input).includes("when=past") ? [] : (answers[name] ?? (name === "profile" ? DEFAULT_PROFILE : []));
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** What the provider asks for on start: the first page of each part of each list, and the profile. */
const FIRST_PAGES = [
  "/api/events?limit=40&when=upcoming",
  "/api/events?limit=40&when=past",
  "/api/photos?limit=40",
  "/api/mixes?limit=40",
  "/api/venues?limit=40",
  "/api/reviews?limit=40",
  "/api/profile",
];
const calledUrls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([url]) => String(url)).sort();

const wrapper =
  (props: { initial?: Content; version?: number; live?: boolean } = { live: false }) =>
  ({ children }: { children: ReactNode }) => (
    // The built-in lists are the caller's to give (main.tsx loads them only when needed).
    <DataProvider defaults={DEFAULT_CONTENT} profile={DEFAULT_PROFILE} {...props}>
      {children}
    </DataProvider>
  );

beforeEach(() => {
  FakeSocket.instances = [];
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("DataProvider", () => {
  it("starts from the built-in defaults with loading true", async () => {
    stubApi({});
    const { result } = renderHook(() => useData(), { wrapper: wrapper() });
    expect(result.current.loading).toBe(true);
    expect(result.current.events).toHaveLength(32);
    expect(result.current.photos).toHaveLength(10);
    expect(result.current.venues).toHaveLength(6);
    await waitFor(() => expect(result.current.loading).toBe(false));
  });

  it("replaces a list with a non-empty answer and keeps the defaults for an empty one", async () => {
    const fetchMock = stubApi({ events: [remoteEvent], photos: [] });
    const { result } = renderHook(() => useData(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(calledUrls(fetchMock)).toEqual([...FIRST_PAGES].sort());
    expect(result.current.events).toEqual([remoteEvent]);
    expect(result.current.photos).toBe(DEFAULT_CONTENT.photos);
    expect(result.current.venues).toBe(DEFAULT_CONTENT.venues);
    expect(result.current.remoteAvailable).toBe(true);
  });

  it("keeps the defaults, flags the API as unavailable and stops loading when it cannot be reached", async () => {
    stubApi("down");
    const { result } = renderHook(() => useData(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.remoteAvailable).toBe(false);
    expect(result.current.events).toBe(DEFAULT_CONTENT.events);
  });

  it("treats an error status as unreachable", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 503 })),
    );
    const { result } = renderHook(() => useData(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.remoteAvailable).toBe(false);
    expect(result.current.events).toBe(DEFAULT_CONTENT.events);
  });

  it("starts from injected data as remote, without fetching", async () => {
    const fetchMock = stubApi({});
    const initial: Content = { ...emptyContent(), events: [remoteEvent] };
    const { result } = renderHook(() => useData(), { wrapper: wrapper({ initial, live: false }) });
    expect(result.current).toMatchObject({ events: [remoteEvent], loading: false, remoteAvailable: true });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("useData outside its provider throws the spec's message", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useData())).toThrow("useData must be used within a DataProvider");
  });
});

describe("live changes", () => {
  beforeEach(() => {
    vi.stubGlobal("WebSocket", FakeSocket);
  });

  it("opens one socket to /api/live and applies each change to the lists, in their order", async () => {
    stubApi({});
    const { result } = renderHook(() => useData(), { wrapper: wrapper({ live: true }) });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.instances[0].url).toBe(`ws://${window.location.host}/api/live`);
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.instances[0].open());
    act(() => FakeSocket.instances[0].receive({ type: "change", collection: "events", changes: [{ id: 42, item: remoteEvent }], version: 2 }));
    await waitFor(() => expect(result.current.events).toHaveLength(33));
    expect(result.current.events.findIndex((event) => event.id === 42)).toBe(
      result.current.events.filter((event) => event.date <= remoteEvent.date).length - 1,
    );
    // A removed item leaves the list; a changed one takes its place.
    const [first, second] = DEFAULT_CONTENT.photos;
    act(() =>
      FakeSocket.instances[0].receive({
        type: "change",
        collection: "photos",
        changes: [
          { id: first.id, item: null },
          { id: second.id, item: { ...second, title: "Changée" }, before: DEFAULT_CONTENT.photos[2].id },
        ],
        version: 3,
      }),
    );
    await waitFor(() => expect(result.current.photos).toHaveLength(9));
    expect(result.current.photos[0]).toEqual({ ...second, title: "Changée" });
    // Anything else is ignored, as is a change without its version.
    act(() => FakeSocket.instances[0].receive({ type: "other", collection: "venues", changes: [], version: 4 }));
    act(() => FakeSocket.instances[0].receive({ type: "change", collection: "venues", changes: [{ id: DEFAULT_CONTENT.venues[0].id, item: null }] }));
    act(() => FakeSocket.instances[0].onmessage?.({ data: "pong" }));
    await act(async () => {});
    expect(result.current.venues).toBe(DEFAULT_CONTENT.venues);
  });

  it("asks for no list after the first paint while the Hub names the version the page came with", async () => {
    const fetchMock = stubApi({});
    const initial: Content = { ...emptyContent(), events: [remoteEvent] };
    const { result } = renderHook(() => useData(), { wrapper: wrapper({ initial, version: 7, live: true }) });
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.instances[0].open());
    act(() => FakeSocket.instances[0].receive({ type: "version", version: 7 }));
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.events).toEqual([remoteEvent]);
  });

  it("asks for the lists, at least at the Hub's version, when the page came with an older one", async () => {
    const fetchMock = stubApi({ events: [{ ...remoteEvent, name: "Changée" }] });
    const initial: Content = { ...emptyContent(), events: [remoteEvent] };
    const { result } = renderHook(() => useData(), { wrapper: wrapper({ initial, version: 7, live: true }) });
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.instances[0].open());
    act(() => FakeSocket.instances[0].receive({ type: "version", version: 9 }));
    await waitFor(() => expect(result.current.events[0].name).toBe("Changée"));
    expect(calledUrls(fetchMock)).toEqual(FIRST_PAGES.map((url) => `${url}${url.includes("?") ? "&" : "?"}v=9`).sort());
    // Told the same version again (a reconnection), it asks for nothing more.
    act(() => FakeSocket.instances[0].receive({ type: "version", version: 9 }));
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(FIRST_PAGES.length);
  });

  it("reconnects with backoff after a drop and refreshes the lists when a change was missed", async () => {
    const fetchMock = stubApi({});
    const { result } = renderHook(() => useData(), { wrapper: wrapper({ live: true }) });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.instances[0].open());
    act(() => FakeSocket.instances[0].receive({ type: "version", version: 5 }));
    expect(fetchMock).toHaveBeenCalledTimes(FIRST_PAGES.length);

    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(0);
    act(() => FakeSocket.instances[0].drop());
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(999));
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeSocket.instances).toHaveLength(2);
    // The retry fails too: the next wait doubles.
    act(() => FakeSocket.instances[1].drop());
    act(() => vi.advanceTimersByTime(1999));
    expect(FakeSocket.instances).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeSocket.instances).toHaveLength(3);
    vi.useRealTimers();

    stubApi({ events: [remoteEvent] });
    act(() => FakeSocket.instances[2].open());
    act(() => FakeSocket.instances[2].receive({ type: "version", version: 6 }));
    await waitFor(() => expect(result.current.events).toEqual([remoteEvent]));
  });

  it("closes the socket when the provider goes away", async () => {
    stubApi({});
    const { unmount, result } = renderHook(() => useData(), { wrapper: wrapper({ live: true }) });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const socket = FakeSocket.instances[0];
    unmount();
    expect(socket.readyState).toBe(3);
  });
});

describe("backoff", () => {
  it("doubles from 1 s, is capped at 30 s and adds up to 1 s of jitter", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => backoffDelay(attempt, () => 0))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(backoffDelay(10, () => 0.999)).toBe(30999);
  });
  it("uses wss: on https pages", () => {
    expect(liveUrl({ protocol: "https:", host: "dj.example" })).toBe("wss://dj.example/api/live");
    expect(liveUrl({ protocol: "http:", host: "localhost:8787" })).toBe("ws://localhost:8787/api/live");
  });
});

describe("the lists reach the pages", () => {
  it("a component reads the lists through useData", async () => {
    stubApi({ events: [remoteEvent] });
    function Names() {
      const { events } = useData();
      return <p>{events.map((e) => e.name).join(", ")}</p>;
    }
    render(
      <DataProvider profile={DEFAULT_PROFILE} live={false}>
        <Names />
      </DataProvider>,
    );
    expect(await screen.findByText("Soirée distante")).toBeTruthy();
  });
});
