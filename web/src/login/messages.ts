// The login screen's words: the error catalogue of SPEC §8 by provider code, and the checks made
// before any call (SPEC §5).
// The email rule of zod itself, as the API applies it (z.email()), without the rest of zod in this page.
import { regexes } from "zod/v4/core";

export type LoginMode = "signin" | "signup";

export const TEXTS = {
  signin: {
    title: "Connexion",
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

/** SPEC §8, by provider code (the API answers them prefixed with "auth/"). */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  "user-not-found": "Aucun utilisateur trouvé avec cet email",
  "wrong-password": "Mot de passe incorrect",
  "email-already-in-use": "Cet email est déjà utilisé",
  "weak-password": "Le mot de passe doit contenir au moins 6 caractères",
  "invalid-email": "Email invalide",
};

export const GENERIC_LOGIN_ERROR = "Une erreur est survenue. Veuillez réessayer.";
export const PASSWORD_MISMATCH = "Les mots de passe ne correspondent pas";
export const EMAIL_REQUIRED = "Veuillez saisir votre email";
export const PASSWORD_REQUIRED = "Veuillez saisir votre mot de passe";

/** Same bounds as the API (worker/auth/credentials.ts). */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;

const minutes = (count: number) => `${count} minute${count > 1 ? "s" : ""}`;

/** The sentence for a refused sign-in or sign-up. */
export function loginErrorMessage(error: unknown): string {
  const { code, retryAfter } = (error && typeof error === "object" ? error : {}) as { code?: unknown; retryAfter?: unknown };
  if (typeof code !== "string") return GENERIC_LOGIN_ERROR;
  if (code === "RATE_LIMITED") {
    const wait = typeof retryAfter === "number" && retryAfter > 0 ? minutes(Math.ceil(retryAfter / 60)) : "quelques minutes";
    return `Trop de tentatives de connexion. Réessayez dans ${wait}.`;
  }
  return AUTH_ERROR_MESSAGES[code.replace(/^auth\//, "")] ?? GENERIC_LOGIN_ERROR;
}

/** The same email rule as the API: trimmed, then a valid address of at most 254 characters. */
const isEmail = (email: string) => {
  const value = email.trim();
  return value.length <= EMAIL_MAX && regexes.email.test(value);
};

export type LoginField = "email" | "password" | "confirm";

export interface LoginProblem {
  field: LoginField;
  message: string;
}

/** The first problem of the form, checked before any call; null when it may be sent. */
export function checkLoginForm(mode: LoginMode, email: string, password: string, confirm: string): LoginProblem | null {
  if (email.trim() === "") return { field: "email", message: EMAIL_REQUIRED };
  if (!isEmail(email)) return { field: "email", message: AUTH_ERROR_MESSAGES["invalid-email"] };
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
