// Signing in and signing up (docs/product.md §2 /login): the calls of the login screen, outside the
// home page's script. The AuthProvider is told the new user.
import { readUser, type AuthUser } from "../auth/AuthProvider";
import { api } from "../lib/api";
import type { LoginMode } from "./messages";

const PATHS: Record<LoginMode, string> = { signin: "/api/auth/login", signup: "/api/auth/signup" };

/** The signed-in user, or an ApiError carrying the API's code (docs/product.md §8). */
export async function requestSession(mode: LoginMode, email: string, password: string): Promise<AuthUser> {
  const user = readUser(await api("POST", PATHS[mode], { body: { email, password } }));
  if (!user) throw new Error(`POST ${PATHS[mode]}: no user in the answer`);
  return user;
}
