// /login (docs/product.md §2, §4, §5, §8): both modes, the checks made before any call, the French message of
// each provider code, the busy state, editing clears the error, success goes home.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../../web/src/data/AuthProvider";
import { GENERIC_LOGIN_ERROR, PASSWORD_MISMATCH, checkLoginForm, loginErrorMessage } from "../../web/src/features/auth/messages";
import Login from "../../web/src/features/auth/Login";
import { WithProfile } from "./profile";

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: "/login", Component: Login },
      { path: "/", element: <p>Accueil</p> },
    ],
    { initialEntries: ["/login"] },
  );
  render(
    <AuthProvider initialUser={null}>
      <WithProfile>
        <RouterProvider router={router} />
      </WithProfile>
    </AuthProvider>,
  );
  return router;
}

const email = () => screen.getByLabelText("Email") as HTMLInputElement;
const password = () => screen.getByLabelText("Mot de passe") as HTMLInputElement;
const confirm = () => screen.getByLabelText("Confirmer le mot de passe") as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = () => fireEvent.submit(email().closest("form")!);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the two modes", () => {
  it("starts in sign-in with its title, subtitle, fields and button", () => {
    renderLogin();
    expect(screen.getByRole("heading", { level: 1, name: "Connexion" })).toBeTruthy();
    expect(screen.getByText("Connectez-vous à votre espace personnel")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Retour à l’accueil/ }).getAttribute("href")).toBe("/");
    expect(email().getAttribute("autocomplete")).toBe("email");
    expect(email().required).toBe(true);
    expect(password().getAttribute("autocomplete")).toBe("current-password");
    expect(screen.queryByLabelText("Confirmer le mot de passe")).toBeNull();
    expect(screen.getByRole("button", { name: "Se connecter" }).getAttribute("type")).toBe("submit");
    expect(screen.getByText("Pas encore de compte ?").textContent).toBe("Pas encore de compte ? Créer un compte");
  });

  it("switches to sign-up and back with the link", () => {
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "Créer un compte" }));
    expect(screen.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeTruthy();
    expect(screen.getByText(/Rejoignez la communauté/)).toBeTruthy();
    expect(confirm().getAttribute("autocomplete")).toBe("new-password");
    expect(password().getAttribute("autocomplete")).toBe("new-password");
    expect(screen.getByRole("button", { name: "Créer le compte" })).toBeTruthy();
    expect(screen.getByText("Déjà un compte ?").textContent).toBe("Déjà un compte ? Se connecter");
    fireEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(screen.getByRole("heading", { level: 1, name: "Connexion" })).toBeTruthy();
  });

  it("shows and hides the password with a labelled toggle", () => {
    renderLogin();
    const toggle = screen.getByRole("button", { name: "Afficher le mot de passe" });
    expect(password().type).toBe("password");
    fireEvent.click(toggle);
    expect(password().type).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Masquer le mot de passe" })).toBe(toggle);
    fireEvent.click(toggle);
    expect(password().type).toBe("password");
  });
});

describe("checks before any call", () => {
  it("refuses mismatched passwords in sign-up without calling the API", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "Créer un compte" }));
    type(email(), "dj@example.fr");
    type(password(), "secret1");
    type(confirm(), "secret2");
    submit();
    expect(screen.getByRole("alert").textContent).toBe(PASSWORD_MISMATCH);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("requires the email, a valid email and the password", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderLogin();
    submit();
    expect(screen.getByRole("alert").textContent).toBe("Veuillez saisir votre email");
    type(email(), "pas-un-email");
    submit();
    expect(screen.getByRole("alert").textContent).toBe("Email invalide");
    expect(email().getAttribute("aria-invalid")).toBe("true");
    type(email(), "dj@example.fr");
    submit();
    expect(screen.getByRole("alert").textContent).toBe("Veuillez saisir votre mot de passe");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checkLoginForm answers the first problem only", () => {
    expect(checkLoginForm("signin", " dj@example.fr ", "x", "")).toBeNull();
    expect(checkLoginForm("signup", "dj@example.fr", "secret1", "secret1")).toBeNull();
    expect(checkLoginForm("signup", "dj@example.fr", "secret1", "")).toEqual({ field: "confirm", message: PASSWORD_MISMATCH });
  });

  it("editing any field clears the error", () => {
    vi.stubGlobal("fetch", vi.fn());
    renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "Créer un compte" }));
    type(email(), "dj@example.fr");
    type(password(), "secret1");
    submit();
    expect(screen.getByRole("alert")).toBeTruthy();
    type(confirm(), "s");
    expect(screen.queryByRole("alert")).toBeNull();
    submit();
    type(email(), "dj2@example.fr");
    expect(screen.queryByRole("alert")).toBeNull();
    submit();
    type(password(), "secret11");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("answers of the API", () => {
  const cases: [string, number, string][] = [
    ["auth/user-not-found", 401, "Aucun utilisateur trouvé avec cet email"],
    ["auth/wrong-password", 401, "Mot de passe incorrect"],
    ["auth/email-already-in-use", 409, "Cet email est déjà utilisé"],
    ["auth/weak-password", 400, "Le mot de passe doit contenir au moins 6 caractères"],
    ["auth/invalid-email", 400, "Email invalide"],
    ["INTERNAL_ERROR", 500, GENERIC_LOGIN_ERROR],
    ["VALIDATION_FAILED", 400, GENERIC_LOGIN_ERROR],
  ];

  it.each(cases)("%s shows « %s »", async (code, status, message) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: code, message: "texte du serveur" }, status)),
    );
    renderLogin();
    type(email(), "dj@example.fr");
    type(password(), "secret1");
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(message));
    // The form is usable again.
    expect((screen.getByRole("button", { name: "Se connecter" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("maps the codes with or without their auth/ prefix, and anything else to the generic sentence", () => {
    expect(loginErrorMessage({ code: "wrong-password" })).toBe("Mot de passe incorrect");
    expect(loginErrorMessage({ code: "auth/too-many-requests" })).toBe(GENERIC_LOGIN_ERROR);
    expect(loginErrorMessage(new Error("boom"))).toBe(GENERIC_LOGIN_ERROR);
    expect(loginErrorMessage(null)).toBe(GENERIC_LOGIN_ERROR);
  });

  it("says how long to wait when sign-in is throttled (RATE_LIMITED)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: "RATE_LIMITED", message: "Trop de tentatives" }, 429, { "retry-after": "840" })),
    );
    renderLogin();
    type(email(), "dj@example.fr");
    type(password(), "secret1");
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Trop de tentatives de connexion. Réessayez dans 14 minutes."));
    expect(loginErrorMessage({ code: "RATE_LIMITED", retryAfter: 30 })).toBe("Trop de tentatives de connexion. Réessayez dans 1 minute.");
    expect(loginErrorMessage({ code: "RATE_LIMITED" })).toBe("Trop de tentatives de connexion. Réessayez dans quelques minutes.");
    expect(loginErrorMessage({ code: "RATE_LIMITED", retryAfter: 3600 }, "signup")).toBe(
      "Trop de comptes créés depuis cette adresse. Réessayez dans 60 minutes.",
    );
  });

  it("an unreachable server gets the generic sentence", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderLogin();
    type(email(), "dj@example.fr");
    type(password(), "secret1");
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(GENERIC_LOGIN_ERROR));
  });
});

describe("submitting", () => {
  it("signs in: busy and disabled while working, then home", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const router = renderLogin();
    type(email(), "  dj@example.fr ");
    type(password(), "secret1");
    submit();
    const busy = screen.getByRole("button", { name: "Connexion..." }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/login",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "dj@example.fr", password: "secret1" }) }),
    );
    await act(async () => answer(json({ user: { email: "dj@example.fr", role: "admin" } })));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.getByText("Accueil")).toBeTruthy();
  });

  it("signs up with the busy label Création...", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const router = renderLogin();
    fireEvent.click(screen.getByRole("button", { name: "Créer un compte" }));
    type(email(), "dj@example.fr");
    type(password(), "secret1");
    type(confirm(), "secret1");
    submit();
    expect((screen.getByRole("button", { name: "Création..." }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/signup", expect.objectContaining({ method: "POST" }));
    await act(async () => answer(json({ user: { email: "dj@example.fr", role: "admin" } }, 201)));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
