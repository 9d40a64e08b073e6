// The login screen's words and the checks made before any call (docs/product.md §5); its errors
// are the catalogue of docs/product.md §8, shared with the API (shared/messages.ts).
// The email rule of zod itself, as the API applies it (z.email()), without the rest of zod in this page.
import { regexes } from "zod/v4/core";
import { MAX_EMAIL_CHARS } from "../../../../shared/limits";
import { PAGES } from "../../../../shared/pages";
import { AUTH_MESSAGES, GENERIC_ERROR, tooManySignUps } from "../../../../shared/messages";
import { errorMessage, isAuthCode } from "../../lib/errorMessage";
import type { LoginMode } from "../../data/session";

export type { LoginMode };

export const TEXTS = {
  signin: {
    title: PAGES.login.heading,
    subtitle: "Connectez-vous à votre espace personnel",
    submit: "Se connecter",
    busy: "Connexion...",
    switchQuestion: "Pas encore de compte ?",
    switchAction: "Créer un compte",
  },
  signup: {
    title: "Créer un compte",
    subtitle: "Rejoignez la communauté pour ne rien manquer des prochaines soirées",
    submit: "Créer le compte",
    busy: "Création...",
    switchQuestion: "Déjà un compte ?",
    switchAction: "Se connecter",
  },
} as const satisfies Record<LoginMode, Record<string, string>>;

export const GENERIC_LOGIN_ERROR = GENERIC_ERROR;
export const PASSWORD_MISMATCH = "Les mots de passe ne correspondent pas";
export const EMAIL_REQUIRED = "Veuillez saisir votre email";
export const PASSWORD_REQUIRED = "Veuillez saisir votre mot de passe";

/**
 * The sentence for a refused sign-in or sign-up: the provider's codes and the throttle (of the
 * sign-ins, or of the sign-ups) say what happened; anything else is the catalogue's "any other"
 * (docs/product.md §8).
 */
export function loginErrorMessage(error: unknown, mode: LoginMode = "signin"): string {
  const { code, retryAfter } = (error && typeof error === "object" ? error : {}) as { code?: unknown; retryAfter?: unknown };
  if (typeof code !== "string") return GENERIC_LOGIN_ERROR;
  if (code === "RATE_LIMITED" && mode === "signup") return tooManySignUps(typeof retryAfter === "number" ? retryAfter : undefined);
  const named = code === "RATE_LIMITED" || code.startsWith("auth/") ? code : `auth/${code}`;
  return named === "RATE_LIMITED" || isAuthCode(named) ? errorMessage({ code: named, retryAfter }) : GENERIC_LOGIN_ERROR;
}

/** The same email rule as the API: trimmed, then a valid address of at most 254 characters. */
const isEmail = (email: string) => {
  const value = email.trim();
  return value.length <= MAX_EMAIL_CHARS && regexes.email.test(value);
};

export type LoginField = "email" | "password" | "confirm";

export interface LoginProblem {
  field: LoginField;
  message: string;
}

/** The first problem of the form, checked before any call; null when it may be sent. */
export function checkLoginForm(mode: LoginMode, email: string, password: string, confirm: string): LoginProblem | null {
  if (email.trim() === "") return { field: "email", message: EMAIL_REQUIRED };
  if (!isEmail(email)) return { field: "email", message: AUTH_MESSAGES["auth/invalid-email"] };
  if (password === "") return { field: "password", message: PASSWORD_REQUIRED };
  if (mode === "signup" && confirm !== password) return { field: "confirm", message: PASSWORD_MISMATCH };
  return null;
}

/** Which field a refusal of the API is about, so that focus can go back there. */
export function fieldOfCode(code: string): LoginField | null {
  switch (code.replace(/^auth\//, "")) {
    case "user-not-found":
    case "invalid-email":
    case "email-already-in-use":
      return "email";
    case "wrong-password":
    case "weak-password":
      return "password";
    default:
      return null;
  }
}

/** The field a refusal of the API is about, from its code; null when it has none or names no field. */
export function fieldOfError(error: unknown): LoginField | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? fieldOfCode(code) : null;
}
