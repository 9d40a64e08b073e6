// Authentication state (docs/product.md §4): unknown while the first answer is awaited (nothing
// rendered), then a signed-in user or none. The session itself is an HTTP-only cookie set by the Worker.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

export interface AuthUser {
  email: string;
  role: string;
}

export interface AuthContextValue {
  currentUser: AuthUser | null;
  /** True until the first answer about the session is known. */
  loading: boolean;
  /** The login screen's sign-in or sign-up succeeded (login/session.ts): this is the user now. */
  signedIn: (user: AuthUser) => void;
  /** The session ended (login/session.ts, endSession): nobody is signed in now. */
  signedOut: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The user of an answer `{ user }` of /api/auth, or null. */
export function readUser(body: unknown): AuthUser | null {
  const user = (body as { user?: unknown } | null)?.user;
  if (!user || typeof user !== "object") return null;
  const { email, role } = user as Record<string, unknown>;
  return typeof email === "string" ? { email, role: typeof role === "string" ? role : "user" } : null;
}

/**
 * The session as the Worker sees it. The API's client is fetched here, when first needed: a page
 * the Worker rendered already knows its user, and its first script goes without it.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<AuthUser | null> {
  try {
    const { api } = await import("../lib/api");
    return readUser(await api("GET", "/api/auth/me", { signal }));
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

  const signedOut = useCallback(() => setCurrentUser(null), []);
  const value = useMemo(() => ({ currentUser, loading, signedIn: setCurrentUser, signedOut }), [currentUser, loading, signedOut]);

  // docs/product.md §2: until the first answer about the session is known, nothing is rendered.
  return <AuthContext.Provider value={value}>{loading ? null : children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
