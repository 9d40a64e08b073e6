// What sign-up and sign-in accept, and their failures under the identity provider's codes with
// their French messages (docs/product.md §5, §8), the very ones the login screen shows.
import { z } from "zod";
import { MAX_EMAIL_CHARS, MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS } from "../../shared/limits";
import { AUTH_MESSAGES, PASSWORD_REQUIRED_MESSAGE, PASSWORD_TOO_LONG_MESSAGE, type AuthCode } from "../../shared/messages";
import { ApiError, validationFailed } from "../lib/errors";

const AUTH_STATUS: Record<AuthCode, 400 | 401 | 409> = {
  "auth/user-not-found": 401,
  "auth/wrong-password": 401,
  "auth/email-already-in-use": 409,
  "auth/weak-password": 400,
  "auth/invalid-email": 400,
};

export const authError = (code: AuthCode) => new ApiError(AUTH_STATUS[code], code, AUTH_MESSAGES[code]);

/** Trimmed and lower-cased before it is checked, so " DJ@Example.fr " is dj@example.fr. */
const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(MAX_EMAIL_CHARS));

export interface Credentials {
  email: string;
  password: string;
}

const passwordProblem = (message: string) => validationFailed([{ field: "password", message }]);

/** The email as accounts store it, or auth/invalid-email. */
export function parseEmail(email: unknown): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw authError("auth/invalid-email");
  return parsed.data;
}

/** The email and password of a sign-up or sign-in body, or the error that refuses it. */
export function parseCredentials(body: unknown, mode: "signup" | "login"): Credentials {
  const { email: rawEmail, password } = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const email = parseEmail(rawEmail);
  if (typeof password !== "string") throw passwordProblem(PASSWORD_REQUIRED_MESSAGE);
  if (password.length > MAX_PASSWORD_CHARS) throw passwordProblem(PASSWORD_TOO_LONG_MESSAGE);
  if (mode === "signup" && password.length < MIN_PASSWORD_CHARS) throw authError("auth/weak-password");
  if (password.length === 0) throw passwordProblem(PASSWORD_REQUIRED_MESSAGE);
  return { email, password };
}
