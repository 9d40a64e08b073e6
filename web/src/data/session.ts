// Signing in and signing up (docs/product.md §2 /login), and signing out (the admin's "Déconnexion"):
// the calls of the login screen and the admin, outside the public pages' script. The AuthProvider
// is told the new user, or that there is none.
import { readUser, type AuthUser } from "./AuthProvider";
import { api } from "../lib/api";

/** Signing in to an account, or signing up for one. */
export type LoginMode = "signin" | "signup";

const PATHS: Record<LoginMode, string> = { signin: "/api/auth/login", signup: "/api/auth/signup" };

/** The signed-in user, or an ApiError carrying the API's code (docs/product.md §8). */
export async function requestSession(mode: LoginMode, email: string, password: string): Promise<AuthUser> {
  const user = readUser(await api("POST", PATHS[mode], { body: { email, password } }));
  if (!user) throw new Error(`POST ${PATHS[mode]}: no user in the answer`);
  return user;
}

/** Ends the session: true once it is over (or was already), false when the call failed, which is only logged (docs/product.md §8). */
export async function endSession(): Promise<boolean> {
  try {
    await api("POST", "/api/auth/logout");
    return true;
  } catch (error) {
    // 401: the session had already ended, which is what was asked.
    if ((error as { status?: number }).status === 401) return true;
    console.error("Échec de la déconnexion :", error);
    return false;
  }
}
