// The French sentences the Worker answers and the browser shows, declared once
// (docs/product.md §5, §8). A collection's own words live in its description (shared/collections.ts).
import type { CollectionName } from "./collections";
import { MAX_IMAGE_MEGAPIXELS, MAX_PASSWORD_CHARS, MAX_UPLOAD_MB, MIN_PASSWORD_CHARS, TRASH_RETENTION_DAYS } from "./limits";

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

/** The wait in whole minutes, rounded up; "quelques minutes" when unknown. */
const waitOf = (waitSeconds?: number) => (waitSeconds !== undefined && waitSeconds > 0 ? minutes(Math.ceil(waitSeconds / 60)) : "quelques minutes");

/** RATE_LIMITED of a sign-in. */
export const tooManyAttempts = (waitSeconds?: number) => `Trop de tentatives de connexion. Réessayez dans ${waitOf(waitSeconds)}.`;

/** RATE_LIMITED of a sign-up (docs/product.md §5). */
export const tooManySignUps = (waitSeconds?: number) => `Trop de comptes créés depuis cette adresse. Réessayez dans ${waitOf(waitSeconds)}.`;

/** RATE_LIMITED of a booking request: past its limit, an address waits until the next day. */
export const TOO_MANY_REQUESTS = "Vous avez déjà envoyé plusieurs demandes aujourd’hui. Appelez ou écrivez directement, ou réessayez demain.";

/** RATE_LIMITED of a review sent by a client (docs/product.md §26): past its limit, an address waits until the next day. */
export const TOO_MANY_REVIEWS = "Vous avez déjà envoyé plusieurs avis aujourd’hui. Réessayez demain.";

/** RATE_LIMITED of the pages' beacons (docs/product.md §24): nobody taps that much, a robot waits a minute. */
export const TOO_MANY_BEACONS = "Trop de mesures envoyées depuis cette adresse. Réessayez dans une minute.";

/** The sentence of each API error code that has one sentence only. */
export const API_MESSAGES = {
  VALIDATION_FAILED: "Certains champs sont invalides.",
  UNAUTHENTICATED: "Connectez-vous pour modifier le contenu.",
  PERMISSION_DENIED: "Votre compte n'a pas le droit de modifier le contenu du site.",
  CSRF_REJECTED: "Cette requête ne vient pas du site lui-même : elle est refusée.",
  UPGRADE_REQUIRED: "Cette adresse attend une connexion WebSocket.",
  STORE_UNAVAILABLE: "Le stockage est momentanément indisponible. Réessayez dans un instant.",
  INTERNAL_ERROR: GENERIC_ERROR,
  /** An import confirmed after the site's content changed since its preview (docs/product.md §17). */
  CONTENT_CHANGED: "Le contenu du site a changé depuis l’aperçu : vérifiez le nouvel aperçu, puis confirmez à nouveau.",
  /** A booking request while the DJ keeps the form off (docs/product.md §23). */
  REQUESTS_CLOSED: "Les demandes en ligne sont fermées : appelez ou écrivez directement.",
  /** A request sent faster than a person types. */
  REQUEST_REJECTED: "Votre demande n’a pas pu être vérifiée. Patientez quelques secondes, puis envoyez-la à nouveau.",
  /** Cloudflare Turnstile did not vouch for the sender. */
  TURNSTILE_FAILED: "La vérification anti-robot a échoué. Réessayez.",
  REQUEST_NOT_FOUND: "Cette demande n’existe plus.",
  /** A review link (docs/product.md §26) whose token is malformed or that the site never made. */
  REVIEW_LINK_NOT_FOUND: "Ce lien d’avis n’est pas valide : vérifiez l’adresse reçue, ou demandez-en un nouveau.",
  /** A review link already used: the client's review went. */
  REVIEW_LINK_USED: "Ce lien a déjà servi : votre avis a bien été envoyé. Merci !",
  REVIEW_LINK_EXPIRED: "Ce lien a expiré : demandez-en un nouveau.",
  /** A sent review the DJ publishes or refuses, already decided (or never sent). */
  REVIEW_REQUEST_NOT_FOUND: "Cet avis n’est plus à valider.",
  /** An import whose file shows uploads this site's R2 does not hold (docs/product.md §17). */
  IMAGES_MISSING:
    "Des images de ce fichier ne sont pas sur ce site : rien n’a été importé. Importez le dossier d’export avec ses images (npm run site -- import).",
} as const;

/** A collection's 404: its code and its sentence. */
export interface NotFoundWords {
  code: `${Uppercase<string>}_NOT_FOUND`;
  message: string;
}

/** The API's answer to an id a collection does not have (404): one per collection, which the compiler asks for. */
export const ITEM_NOT_FOUND = {
  events: { code: "EVENT_NOT_FOUND", message: "Cet événement n'existe plus." },
  photos: { code: "PHOTO_NOT_FOUND", message: "Cette photo n'existe plus." },
  venues: { code: "VENUE_NOT_FOUND", message: "Ce lieu n'existe plus." },
  mixes: { code: "MIX_NOT_FOUND", message: "Ce mix n'existe plus." },
  reviews: { code: "REVIEW_NOT_FOUND", message: "Cet avis n'existe plus." },
} as const satisfies Record<CollectionName, NotFoundWords>;

/** The other sentences of the API, where one code covers several cases. */
export const REQUEST_MESSAGES = {
  notJson: "Le corps de la requête n'est pas un JSON valide.",
  jsonOnly: "Le corps de la requête doit être du JSON (Content-Type: application/json).",
  tooLarge: "La requête est trop volumineuse.",
  tooSlow: "La requête n'est pas arrivée en entier à temps. Réessayez.",
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
  /** A picture that decodes to more than MAX_IMAGE_PIXELS, whatever its file's size. */
  pixels: `Image trop grande : ${MAX_IMAGE_MEGAPIXELS} millions de pixels au maximum. Réduisez-la, puis envoyez-la à nouveau.`,
  read: "Erreur lors du traitement du fichier",
} as const;

/** One sentence per field of an item (shared/validation.ts). */
export const FIELD_MESSAGES = {
  required: "Ce champ est obligatoire",
  tooLong: (max: number) => `${max} caractères au maximum`,
  /** A one-line field (a name, a place, a link) holding a line break. */
  oneLine: "Ce champ tient sur une ligne : retirez le retour à la ligne.",
  /** A control character, or half of a character whose other half is missing (a broken copy and paste). */
  badCharacter: "Ce texte contient un caractère invisible ou abîmé : retapez-le ou recollez-le.",
  date: "Date invalide",
  dateFormat: "Date invalide (AAAA-MM-JJ)",
  link: "Lien invalide (http:// ou https://)",
  httpsLink: "Lien invalide : l’adresse doit commencer par https://",
  email: "Adresse email invalide",
  phone: "Numéro invalide : écrivez par exemple 06 12 34 56 78 ou +33 6 12 34 56 78",
  siret: "SIRET invalide : 14 chiffres, par exemple 123 456 789 00012 (vérifiez-le sur votre avis de situation Insee)",
  noService: "Ajoutez au moins une prestation",
  tooManyServices: (max: number) => `${max} prestations au maximum`,
  image: "Adresse d'image invalide",
  /** The pages' security policy shows no http: image. */
  insecureImage: "Adresse d'image refusée : elle doit commencer par https:// (ou envoyez le fichier).",
  /** An /images/ address R2 does not hold: never uploaded, or removed since. */
  missingImage: "Cette image n'est pas sur le site : envoyez le fichier à nouveau.",
  inlineImage: "Image intégrée invalide",
  inlineImageTooLarge: "Image intégrée trop lourde : envoyez plutôt le fichier.",
  id: "Identifiant invalide",
  choice: "Choisissez une des valeurs proposées",
  batchEmpty: "Aucune date à créer",
  batchTooLarge: (max: number) => `${max} dates au maximum à la fois`,
  cursor: "Curseur de page invalide : reprenez la liste depuis le début.",
  limit: (max: number) => `Entre 1 et ${max} éléments par page`,
  when: "Valeur attendue : upcoming ou past",
  page: "Adresse de page invalide",
  month: "Mois invalide (AAAA-MM)",
  dayOrMonth: "Donnez un jour (date=AAAA-MM-JJ) ou un mois (month=AAAA-MM)",
  /** A booking request's fields (docs/product.md §23). */
  visitorPhone: "Numéro invalide : écrivez par exemple 06 12 34 56 78, ou +32 470 12 34 56 depuis l’étranger",
  contactWay: "Indiquez un téléphone ou un e-mail, pour qu’il puisse vous répondre",
  consent: "Cochez cette case pour envoyer votre demande",
  guests: (max: number) => `Un nombre entre 1 et ${max.toLocaleString("fr-FR")}`,
  pastDay: "Cette date est passée : choisissez un jour à venir",
  /** A mix's link (shared/mixes.ts). */
  mixLink: "Lien refusé : collez l’adresse du mix sur SoundCloud, Mixcloud ou YouTube (https://…)",
  duration: "Durée invalide : écrivez par exemple 1:02:30 ou 58:00",
  /** A review's consent: in the admin's form, and in the client's. */
  reviewConsent: "Cochez cette case : un avis n’est publié qu’avec l’accord du client",
  clientConsent: "Cochez cette case pour que votre avis puisse être publié",
  /** What POST /api/review-requests asks a link for. */
  reviewAbout: "Indiquez pour quel événement ou quelle demande le client donnera son avis",
  closedDay: "Les réservations ne sont pas encore ouvertes pour cette date",
  takenDay: "Cette date est déjà prise : choisissez un autre jour",
} as const;

/** Export, import and backups (docs/product.md §17): the file's problems, the admin's "Sauvegarde" dialog. */
export const TRANSFER_MESSAGES = {
  /** 400 VALIDATION_FAILED of an import; each problem follows as a field. */
  invalidFile: "Ce fichier ne peut pas être importé : rien n’a été modifié.",
  notJson: "Ce fichier n’est pas un fichier JSON.",
  notAnExport: "Ce fichier n’est pas un export de ce site (format « dj-site » attendu).",
  version: (found: string, supported: number) => `Version de fichier non prise en charge : ${found} (ce site lit la version ${supported}).`,
  tooLarge: (megabytes: number) => `Ce fichier dépasse ${megabytes} Mo : il ne peut pas être importé.`,
  exportedAt: "Date d’export invalide",
  list: (plural: string) => `La liste « ${plural} » manque ou n’est pas une liste.`,
  tooManyItems: (plural: string, max: number) => `La liste « ${plural} » dépasse ${max.toLocaleString("fr-FR")} éléments : ce site n’en importe pas plus.`,
  notAnItem: "Élément invalide : un objet JSON est attendu",
  notAProfile: "Profil invalide : un objet JSON est attendu",
  duplicateId: "Identifiant déjà pris par un autre élément du fichier",
  /** An item's last change: a past instant, in milliseconds since 1970. */
  updatedAt: "Date de modification invalide : un instant passé, en millisecondes depuis 1970, est attendu",
  revision: (max: number) => `Nombre entier entre 0 et ${max.toLocaleString("fr-FR")} attendu`,
  /** Where a problem is: "Événements, élément 4 « Sunset House » — Date : Date invalide". */
  problem: (place: string, message: string) => `${place} : ${message}`,
  itemPlace: (plural: string, index: number, title: string | null) => `${plural}, élément ${index + 1}${title ? ` « ${title} »` : ""}`,
  profilePlace: "Profil",
  servicePlace: (index: number) => `Prestation ${index + 1}`,
  stampLabels: { id: "Identifiant", updatedAt: "Dernière modification", revision: "Révision" },
  servicesLabel: "Prestations",
  moreProblems: (count: number) => `… et ${count} autre${count > 1 ? "s" : ""} problème${count > 1 ? "s" : ""}.`,
  /** The admin's dialog. */
  title: "Sauvegarde du site",
  exportHint: "Téléchargez tout le contenu du site (événements, photos, mixes, lieux, avis, profil) dans un fichier à garder en lieu sûr.",
  exporting: "Export en cours...",
  exported: (fileName: string) => `Fichier « ${fileName} » téléchargé.`,
  importHint: "Remplacez tout le contenu du site par celui d’un fichier exporté : vous verrez d’abord ce qui changera.",
  checking: "Vérification du fichier...",
  previewTitle: (fileName: string) => `Ce que l’import de « ${fileName} » changera`,
  counts: (added: number, changed: number, removed: number, unchanged: number) =>
    `${added} ajout${added > 1 ? "s" : ""}, ${changed} modification${changed > 1 ? "s" : ""}, ${removed} suppression${removed > 1 ? "s" : ""}, ${unchanged} sans changement`,
  profileChange: { replaced: "remplacé", unchanged: "inchangé", kept: "conservé (le fichier n’en contient pas)" },
  nothingChanges: "Ce fichier est identique au contenu du site : l’import ne changera rien.",
  replaceWarning: "Tout le contenu actuel sera remplacé. Exportez-le d’abord si vous voulez pouvoir revenir en arrière.",
  missingImagesTitle: (count: number) => `${count} image${count > 1 ? "s" : ""} absente${count > 1 ? "s" : ""} de ce site`,
  importing: "Import en cours...",
  imported: "Import terminé : le site est à jour.",
} as const;

/** The admin's forms kept as drafts in the browser (docs/product.md §19). */
export const DRAFT_MESSAGES = {
  /** Asked before a form with changes is closed. */
  closeQuestion: "Vos modifications ne sont pas enregistrées. Fermer sans enregistrer ?",
  /** Above the admin: the form's title, and the item's name as typed. */
  found: (form: string, name: string) => `Un brouillon non enregistré a été retrouvé : « ${form} »${name ? ` (${name})` : ""}.`,
  /** Inside the form it belongs to. */
  foundHere: "Un brouillon non enregistré de ce formulaire a été retrouvé.",
  resume: "Reprendre le brouillon",
  ignore: "Ignorer",
} as const;

/** The events' tab of the admin: its search and its groups (docs/product.md §19). */
export const EVENT_SEARCH_MESSAGES = {
  label: "Rechercher un événement",
  placeholder: "Nom ou lieu",
  group: (title: string, count: number) => `${title} (${count})`,
  noMatch: (query: string) => `Aucun événement ne correspond à « ${query} ».`,
  /** While the site's answer to a search is on its way: the events already in the page that match show meanwhile. */
  searching: "Recherche sur tout l’agenda…",
  /** A search holds more matches than one answer: the first ones show. */
  tooMany: (count: number) => `Les ${count} premiers résultats : précisez la recherche pour trouver les autres.`,
} as const;

/** The admin's lists, read by pages (docs/product.md §21). */
export const LIST_PAGE_MESSAGES = {
  more: "Afficher plus",
  loading: "Chargement…",
  failed: "La suite de la liste n’a pas pu être chargée. Réessayez.",
} as const;

/** Several photos added at once in the admin (docs/product.md §19). */
export const PHOTO_BATCH_MESSAGES = {
  action: "Ajouter plusieurs photos",
  hint: (megabytes: number) =>
    `Choisissez ou déposez plusieurs images : chacune devient une photo, titrée d’après le nom de son fichier. ${megabytes} Mo maximum par image.`,
  progress: (name: string) => `Envoi de « ${name} »`,
  /** A photo's description until the DJ writes one (the description is required). */
  description: "Photo de soirée",
  /** The title of a file whose name leaves nothing once cleaned. */
  untitled: "Photo sans titre",
  waiting: "En attente",
  preparing: "Préparation…",
  uploading: "Envoi…",
  saving: "Enregistrement…",
  done: "Ajoutée",
  failed: (name: string, reason: string) => `${name} : ${reason}`,
  summary: (added: number, refused: number) =>
    `${added} photo${added > 1 ? "s" : ""} ajoutée${added > 1 ? "s" : ""}${refused > 0 ? `, ${refused} refusée${refused > 1 ? "s" : ""}` : ""}.`,
  failuresTitle: "Photos refusées",
  clear: "Effacer la liste",
} as const;

/** Reviews asked of clients (docs/product.md §26): what the Worker writes for the DJ to send. */
export const REVIEW_LINK_WORDS = {
  /** What the link was made for, in « À valider »: "Sunset House Session — samedi 14 juin 2026". */
  aboutEvent: (name: string, day: string) => `${name} — ${day}`,
  aboutRequest: (client: string, day: string) => `Demande de ${client} — ${day}`,
  /** The message the DJ sends by WhatsApp, SMS or mail, signed with his stage name. */
  message: (url: string, days: number, signature: string) =>
    `Bonjour, merci encore de m’avoir fait confiance pour votre soirée ! Si vous avez un instant, votre avis m’aiderait beaucoup : ${url} (lien valable ${days} jours). ${signature}`,
} as const;

/** The undo after a delete and the trash (docs/product.md §20). */
export const TRASH_MESSAGES = {
  /** The toast after a delete, with "Annuler". */
  deleted: "Élément supprimé",
  undo: "Annuler",
  /** The toast once "Annuler" has brought the item back. */
  restoredToast: "Élément restauré",
  title: "Corbeille",
  hint: `Les éléments supprimés restent ici ${TRASH_RETENTION_DAYS} jours, puis sont supprimés définitivement.`,
  empty: "La corbeille est vide.",
  loading: "Chargement de la corbeille…",
  deletedOn: (when: string) => `Supprimé le ${when}`,
  restore: "Restaurer",
  purge: "Supprimer définitivement",
  purgeQuestion: (title: string) => `Supprimer définitivement « ${title} » ? Cette action est irréversible.`,
  restored: (title: string) => `« ${title} » a été restauré.`,
  purged: (title: string) => `« ${title} » a été supprimé définitivement.`,
  /** 404 of a restore or a purge: the item is no longer in the trash (restored or purged meanwhile). */
  notInTrash: "Cet élément n’est plus dans la corbeille.",
} as const;

/** Photos and venues ordered by hand (docs/product.md §20). */
export const ORDER_MESSAGES = {
  up: (title: string) => `Monter « ${title} »`,
  down: (title: string) => `Descendre « ${title} »`,
  drag: (title: string) => `Déplacer « ${title} » (glisser)`,
  /** Said to screen readers after a move. */
  moved: (title: string, place: number, count: number) => `« ${title} » est maintenant en position ${place} sur ${count}.`,
  hint: "Glissez une carte par sa poignée, ou utilisez Monter et Descendre, pour choisir l’ordre du site.",
} as const;
