// The AuthProvider: nothing rendered before the first answer about the session, then the user or nobody; logout (login/session.ts) then nobody.
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "../../web/src/data/AuthProvider";
import { endSession } from "../../web/src/data/session";

function Who() {
  const { currentUser, loading, signedOut } = useAuth();
  return (
    <div>
      <p>{loading ? "chargement" : currentUser ? currentUser.email : "personne"}</p>
      <button onClick={() => void endSession().then((ended) => ended && signedOut())}>Déconnexion</button>
    </div>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("AuthProvider", () => {
  it("renders nothing until the first answer about the session, then the page", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const { container } = render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(container.innerHTML).toBe("");
    // The API's client is fetched first (a dynamic import), then asks.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/auth/me", expect.anything()));
    expect(container.innerHTML).toBe("");
    await act(async () => answer(json({ user: { email: "max@example.fr", role: "admin" } })));
    expect(screen.getByText("max@example.fr")).toBeTruthy();
  });

  it("answers nobody when signed out", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ user: null })),
    );
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText("personne")).toBeTruthy();
  });

  it("answers nobody when the API cannot be reached", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText("personne")).toBeTruthy();
  });

  it("answers nobody on an error status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: "NOT_FOUND" }, 404)),
    );
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(await screen.findByText("personne")).toBeTruthy();
  });

  it("uses the user injected in the page without asking", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    render(
      <AuthProvider initialUser={{ email: "max@example.fr", role: "admin" }}>
        <Who />
      </AuthProvider>,
    );
    expect(screen.getByText("max@example.fr")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("logout posts to /api/auth/logout and signs out", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === "/api/auth/me" ? json({ user: { email: "max@example.fr", role: "admin" } }) : new Response(null, { status: 204 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    await screen.findByText("max@example.fr");
    await act(async () => screen.getByText("Déconnexion").click());
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", expect.objectContaining({ method: "POST" }));
    await waitFor(() => expect(screen.getByText("personne")).toBeTruthy());
  });

  it("a failed logout is only logged", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi.fn(async (url: string) => {
      if (url === "/api/auth/me") return json({ user: { email: "max@example.fr", role: "admin" } });
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fetchMock);
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    await screen.findByText("max@example.fr");
    await act(async () => screen.getByText("Déconnexion").click());
    expect(error).toHaveBeenCalled();
    expect(screen.getByText("max@example.fr")).toBeTruthy();
  });

  it("useAuth outside its provider says so", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Who />)).toThrow("useAuth must be used within an AuthProvider");
  });
});
