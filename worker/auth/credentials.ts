// What sign-up and sign-in accept, and their failures under the spec's provider codes (SPEC §8),
// with the very French messages the login screen shows for them.
import { z } from "zod";
import type { ApiErrorCode } from "../../shared/api";
import { ApiError, validationFailed } from "../errors";

/** The spec's rule (SPEC §9), and a bound above so that nobody hashes megabytes. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
const EMAIL_MAX = 254;

type AuthCode = Extract<ApiErrorCode, `auth/${string}`>;

const AUTH_MESSAGES: Record<AuthCode, string> = {
  "auth/user-not-found": "Aucun utilisateur trouvé avec cet email",
  "auth/wrong-password": "Mot de passe incorrect",
  "auth/email-already-in-use": "Cet email est déjà utilisé",
  "auth/weak-password": "Le mot de passe doit contenir au moins 6 caractères",
  "auth/invalid-email": "Email invalide",
};

const AUTH_STATUS: Record<AuthCode, 400 | 401 | 409> = {
  "auth/user-not-found": 401,
  "auth/wrong-password": 401,
  "auth/email-already-in-use": 409,
  "auth/weak-password": 400,
  "auth/invalid-email": 400,
};

export const authError = (code: AuthCode) => new ApiError(AUTH_STATUS[code], code, AUTH_MESSAGES[code]);

/** Trimmed and lower-cased before it is checked, so " DJ@Example.fr " is dj@example.fr. */
const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(EMAIL_MAX));

export interface Credentials {
  email: string;
  password: string;
}

const passwordProblem = (message: string) => validationFailed([{ field: "password", message }]);

/** The email and password of a sign-up or sign-in body, or the error that refuses it. */
export function parseCredentials(body: unknown, mode: "signup" | "login"): Credentials {
  const { email, password } = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw authError("auth/invalid-email");
  if (typeof password !== "string") throw passwordProblem("Le mot de passe est obligatoire");
  if (password.length > PASSWORD_MAX) throw passwordProblem(`Le mot de passe ne doit pas dépasser ${PASSWORD_MAX} caractères`);
  if (mode === "signup" && password.length < PASSWORD_MIN) throw authError("auth/weak-password");
  if (password.length === 0) throw passwordProblem("Le mot de passe est obligatoire");
  return { email: parsed.data, password };
}
