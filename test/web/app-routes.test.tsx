import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AppRoutes } from "../../web/src/App";
import { AuthProvider } from "../../web/src/auth/AuthProvider";
import { DataProvider } from "../../web/src/data/DataProvider";
import { loadDefaultContent } from "../../web/src/data/defaults";
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
      <DataProvider initial={DEFAULT_CONTENT} live={false}>
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

  it("an unknown address goes to the home page, replacing itself", async () => {
    renderAt("/nulle-part");
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByTestId("path").textContent).toBe("/");
  });
});
