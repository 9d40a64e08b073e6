// The French sentences the Worker answers and the browser shows, declared once
// (docs/product.md §5, §8). A collection's own words live in its description (shared/collections.ts).
import { MAX_PASSWORD_CHARS, MAX_UPLOAD_MB, MIN_PASSWORD_CHARS } from "./limits";

export const GENERIC_ERROR = "Une erreur est survenue. Veuillez réessayer.";
export const NETWORK_ERROR = "Le serveur est injoignable. Vérifiez votre connexion puis réessayez.";

/** The sign-in and sign-up failures, by the identity provider's code (docs/product.md §8). */
export const AUTH_MESSAGES = {
  "auth/user-not-found": "Aucun utilisateur trouvé avec cet email",
  "auth/wrong-password": "Mot de passe incorrect",
  "auth/email-already-in-use": "Cet email est déjà utilisé",
  "auth/weak-password": `Le mot de passe doit contenir au moins ${MIN_PASSWORD_CHARS} caractères`,
  "auth/invalid-email": "Email invalide",
} as const;

export type AuthCode = keyof typeof AUTH_MESSAGES;

export const PASSWORD_REQUIRED_MESSAGE = "Le mot de passe est obligatoire";
export const PASSWORD_TOO_LONG_MESSAGE = `Le mot de passe ne doit pas dépasser ${MAX_PASSWORD_CHARS} caractères`;

const minutes = (count: number) => `${count} minute${count > 1 ? "s" : ""}`;

/** RATE_LIMITED: the wait in whole minutes, rounded up; "quelques minutes" when unknown. */
export function tooManyAttempts(waitSeconds?: number): string {
  const wait = waitSeconds !== undefined && waitSeconds > 0 ? minutes(Math.ceil(waitSeconds / 60)) : "quelques minutes";
  return `Trop de tentatives de connexion. Réessayez dans ${wait}.`;
}

/** The sentence of each API error code that has one sentence only. */
export const API_MESSAGES = {
  VALIDATION_FAILED: "Certains champs sont invalides.",
  UNAUTHENTICATED: "Connectez-vous pour modifier le contenu.",
  PERMISSION_DENIED: "Votre compte n'a pas le droit de modifier le contenu du site.",
  CSRF_REJECTED: "Cette requête ne vient pas du site lui-même : elle est refusée.",
  UPGRADE_REQUIRED: "Cette adresse attend une connexion WebSocket.",
  STORE_UNAVAILABLE: "Le stockage est momentanément indisponible. Réessayez dans un instant.",
  INTERNAL_ERROR: GENERIC_ERROR,
} as const;

/** The other sentences of the API, where one code covers several cases. */
export const REQUEST_MESSAGES = {
  notJson: "Le corps de la requête n'est pas un JSON valide.",
  jsonOnly: "Le corps de la requête doit être du JSON (Content-Type: application/json).",
  tooLarge: "La requête est trop volumineuse.",
  unknownApiPath: "Cette adresse de l'API n'existe pas.",
  imageNotFound: "Cette image n'existe pas.",
  imagesUnavailable: "Le stockage des images est momentanément indisponible. Réessayez dans un instant.",
  noFreeId: "Impossible d'attribuer un identifiant. Réessayez.",
} as const;

/** The image file checks, shown as alerts in the admin and answered by the upload route. */
export const FILE_MESSAGES = {
  type: "Veuillez sélectionner un fichier image valide",
  /** The Worker says which formats it takes. */
  format: "Veuillez sélectionner un fichier image valide : JPEG, PNG, WebP, GIF ou AVIF.",
  size: `La taille du fichier ne doit pas dépasser ${MAX_UPLOAD_MB}MB`,
  read: "Erreur lors du traitement du fichier",
} as const;

/** One sentence per field of an item (shared/validation.ts). */
export const FIELD_MESSAGES = {
  required: "Ce champ est obligatoire",
  tooLong: (max: number) => `${max} caractères au maximum`,
  date: "Date invalide",
  dateFormat: "Date invalide (AAAA-MM-JJ)",
  link: "Lien invalide (http:// ou https://)",
  httpsLink: "Lien invalide : l’adresse doit commencer par https://",
  email: "Adresse email invalide",
  phone: "Numéro invalide : écrivez par exemple 06 12 34 56 78 ou +33 6 12 34 56 78",
  noService: "Ajoutez au moins une prestation",
  tooManyServices: (max: number) => `${max} prestations au maximum`,
  image: "Adresse d'image invalide",
  inlineImage: "Image intégrée invalide",
  inlineImageTooLarge: "Image intégrée trop lourde : envoyez plutôt le fichier.",
  id: "Identifiant invalide",
  choice: "Choisissez une des valeurs proposées",
  batchEmpty: "Aucune date à créer",
  batchTooLarge: (max: number) => `${max} dates au maximum à la fois`,
} as const;
