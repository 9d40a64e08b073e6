// Authentication state (SPEC §4): unknown while the first answer is awaited (nothing rendered),
// then a signed-in user or none. The session itself is an HTTP-only cookie set by the Worker.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

export interface AuthUser {
  email: string;
  role: string;
}

export interface AuthContextValue {
  currentUser: AuthUser | null;
  /** True until the first answer about the session is known. */
  loading: boolean;
  /** Ends the session; a failure is only logged (SPEC §8) and the user stays signed in. */
  logout: () => Promise<void>;
  /** For the sign-in and sign-up screen: the user the API answered with. */
  setCurrentUser: (user: AuthUser | null) => void;
  /** Signs in; rejects with an AuthError carrying the API's code (SPEC §8). */
  signIn: (email: string, password: string) => Promise<AuthUser>;
  /** Creates the account and signs it in; rejects with an AuthError. */
  signUp: (email: string, password: string) => Promise<AuthUser>;
}

/** A refused sign-in or sign-up: `code` is the API's (`auth/wrong-password`, `RATE_LIMITED`…). */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Seconds to wait, for RATE_LIMITED (the Retry-After header). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AuthError";
  }
}

/** POST /api/auth/login or /signup: the signed-in user, or an AuthError. */
async function requestSession(path: "login" | "signup", email: string, password: string): Promise<AuthUser> {
  let response: Response;
  try {
    response = await fetch(`/api/auth/${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new AuthError("NETWORK_ERROR", "Le serveur est injoignable.");
  }
  const body = (await response.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
  const user = response.ok ? readUser(body) : null;
  if (user) return user;
  const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN);
  throw new AuthError(
    typeof body?.error === "string" ? body.error : `HTTP_${response.status}`,
    typeof body?.message === "string" ? body.message : "",
    Number.isFinite(retryAfter) ? retryAfter : undefined,
  );
}

const AuthContext = createContext<AuthContextValue | null>(null);

function readUser(body: unknown): AuthUser | null {
  const user = (body as { user?: unknown } | null)?.user;
  if (!user || typeof user !== "object") return null;
  const { email, role } = user as Record<string, unknown>;
  return typeof email === "string" ? { email, role: typeof role === "string" ? role : "user" } : null;
}

export async function fetchCurrentUser(signal?: AbortSignal): Promise<AuthUser | null> {
  try {
    const response = await fetch("/api/auth/me", { credentials: "same-origin", signal, headers: { accept: "application/json" } });
    if (!response.ok) return null;
    return readUser(await response.json());
  } catch (error) {
    if (!signal?.aborted) console.warn("Session inconnue (API injoignable) :", error);
    return null;
  }
}

interface AuthProviderProps {
  children: ReactNode;
  /**
   * The user already known to the page (injected by the server): `null` for nobody. When given,
   * no request is made and the page renders at once; when omitted, `GET /api/auth/me` is asked.
   */
  initialUser?: AuthUser | null;
}

export function AuthProvider({ children, initialUser }: AuthProviderProps) {
  const known = initialUser !== undefined;
  const [currentUser, setCurrentUser] = useState<AuthUser | null>(initialUser ?? null);
  const [loading, setLoading] = useState(!known);

  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    fetchCurrentUser(controller.signal).then((user) => {
      if (controller.signal.aborted) return;
      setCurrentUser(user);
      setLoading(false);
    });
    return () => controller.abort();
  }, [known]);

  const logout = useCallback(async () => {
    try {
      const response = await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
      // 401: the session had already ended, which is what was asked.
      if (response.ok || response.status === 401) setCurrentUser(null);
      else console.error("Échec de la déconnexion :", response.status);
    } catch (error) {
      console.error("Échec de la déconnexion :", error);
    }
  }, []);

  const signIn = useCallback(async (email: string, password: string) => {
    const user = await requestSession("login", email, password);
    setCurrentUser(user);
    return user;
  }, []);

  const signUp = useCallback(async (email: string, password: string) => {
    const user = await requestSession("signup", email, password);
    setCurrentUser(user);
    return user;
  }, []);

  const value = useMemo(
    () => ({ currentUser, loading, logout, setCurrentUser, signIn, signUp }),
    [currentUser, loading, logout, signIn, signUp],
  );

  // SPEC §2: until the first answer about the session is known, nothing is rendered.
  return <AuthContext.Provider value={value}>{loading ? null : children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
