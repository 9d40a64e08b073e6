// The page for each address, and the table of pages against wrangler.toml.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { eventPath } from "../../shared/event-page";
import { PAGE_NAMES, PAGES, type PageName } from "../../shared/pages";
import { resolvePage } from "../../shared/resolve-page";
import { AppRoutes } from "../../web/src/app/App";
import { AuthProvider } from "../../web/src/data/AuthProvider";
import { DataProvider } from "../../web/src/data/DataProvider";
import { loadDefaultContent } from "../../web/src/data/defaults";
import { DEFAULT_PROFILE } from "./profile";
import { TodayProvider } from "../../web/src/hooks/useToday";

const DEFAULT_CONTENT = await loadDefaultContent();

afterEach(cleanup);

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The app's routes at `path`, with the default lists and a signed-out visitor. */
function renderAt(path: string) {
  render(
    <AuthProvider initialUser={null}>
      <DataProvider initial={DEFAULT_CONTENT} profile={DEFAULT_PROFILE} live={false}>
        <TodayProvider today="2026-11-21">
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <Where />
          </MemoryRouter>
        </TodayProvider>
      </DataProvider>
    </AuthProvider>,
  );
}

describe("the page for each address", () => {
  it("/ is the home page", async () => {
    renderAt("/");
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(document.getElementById("events")).not.toBeNull();
  });

  it.each(["/events", "/events/"])("%s is the events page", async (path) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Tous les événements" })).toBeTruthy();
  });

  it("/login is the sign-in page", async () => {
    renderAt("/login");
    expect(await screen.findByRole("heading", { level: 1, name: "Connexion" })).toBeTruthy();
  });

  it("an event's address is its page", async () => {
    const event = DEFAULT_CONTENT.events[0];
    renderAt(eventPath(event));
    expect(await screen.findByRole("heading", { level: 1, name: event.name })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tous les événements" }).getAttribute("href")).toBe("/events");
  });

  it("/events/123-x is an event's page, of an event that does not exist: the not-found page, at that address", async () => {
    expect(resolvePage("/events/123-x").name).toBe("event");
    renderAt("/events/123-x");
    expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeTruthy();
    expect(screen.getByTestId("path").textContent).toBe("/events/123-x");
  });

  it.each(["/events/abc", "/events/0123", "/events/123/plus", "/404"])("%s is the not-found page, at that address", async (path) => {
    expect(resolvePage(path).name).toBe("notFound");
    renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeTruthy();
    expect(screen.getByTestId("path").textContent).toBe(path);
  });

  it("an unknown address goes to the home page, replacing itself", async () => {
    renderAt("/nulle-part");
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByTestId("path").textContent).toBe("/");
  });
});

/** An address of each page: its path, or for a page of many (`pattern`) one of its addresses. */
const EXAMPLES: Partial<Record<PageName, string>> = { event: "/events/1749902400000-sunset-house-session" };
const addressOf = (name: PageName) => EXAMPLES[name] ?? PAGES[name].path;

describe("the table of pages (shared/pages.ts)", () => {
  const wrangler = readFileSync(resolve(import.meta.dirname, "../../wrangler.toml"), "utf8");
  const runWorkerFirst = JSON.parse(/^run_worker_first = (\[[^\]]*\])/m.exec(wrangler)![1].replace(/,\s*\]/, "]")) as string[];
  const routedToWorker = (path: string) =>
    runWorkerFirst.some((pattern) => (pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path));

  it.each(PAGE_NAMES)("wrangler.toml sends the page %s to the Worker (run_worker_first)", (name) => {
    expect(routedToWorker(addressOf(name))).toBe(true);
  });

  it.each(PAGE_NAMES)("the address of the page %s leads to it, with or without a trailing slash or capitals", (name) => {
    const path = addressOf(name);
    expect(resolvePage(path).name).toBe(name);
    expect(resolvePage(`${path}/`.toUpperCase()).name).toBe(name);
  });
});
