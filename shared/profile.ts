// The DJ's profile (docs/product.md §15): one record, edited by the DJ in the admin's "Profil" tab,
// read by every page (header, hero, about, contact, footer, titles, link previews, JSON-LD,
// calendars). Its fields are described like a collection's (shared/fields.ts), so that its
// validation (shared/validation.ts), its type and its admin form derive from them; its services
// are an ordered list. Its default is shared/default-content/profile.json, stored by migration 0005.
// The public pages import only its types: its social links are read with shared/social.ts.
import { DEFAULT_HORIZON, HORIZON_MONTHS } from "./availability";
import { choiceField, emailField, imageField, linkField, longTextField, phoneField, siretField, textField, type Fields, type FieldValues } from "./fields";
import { MAX_LINE_CHARS, MAX_PLACE_CHARS, MAX_TITLE_CHARS } from "./limits";
import { REQUEST_FORM_CHOICES } from "./requests";
import { SOCIAL_NETWORKS, type SocialNetwork } from "./social";

const socialLink = (network: SocialNetwork, placeholder: string) => linkField(SOCIAL_NETWORKS[network], { httpsOnly: true, placeholder });

export const PROFILE_FIELDS = {
  name: textField("Nom de scène", MAX_TITLE_CHARS, { placeholder: "DJ Max Ribera" }),
  tagline: textField("Accroche", MAX_LINE_CHARS, { hint: "Sous le nom, en haut de la page d’accueil et dans les titres des pages." }),
  heroIntro: longTextField("Texte d’accueil", { rows: 3 }),
  heroImage: imageField("Photo d’accueil"),
  region: textField("Zone d’intervention", MAX_LINE_CHARS, { placeholder: "Canet-en-Roussillon · Perpignan · Côte Vermeille" }),
  story: longTextField("Mon Histoire", { rows: 7, hint: "Une ligne vide sépare deux paragraphes." }),
  influences: longTextField("Influences & Style", { rows: 5, hint: "Une ligne vide sépare deux paragraphes." }),
  portrait: imageField("Portrait"),
  phone: phoneField("Téléphone", { placeholder: "06 12 34 56 78" }),
  email: emailField("Email", { placeholder: "contact@exemple.fr" }),
  city: textField("Ville de base", MAX_PLACE_CHARS, { placeholder: "Canet-en-Roussillon" }),
  availability: textField("Disponibilité", MAX_LINE_CHARS, { placeholder: "Réservations par téléphone ou mail" }),
  bookingHorizon: choiceField("Dates ouvertes à la réservation", HORIZON_MONTHS, DEFAULT_HORIZON, {
    hint: "Jusqu’où « Vérifier une date » répond aux visiteurs ; au-delà, il les invite à vous écrire plus tard.",
  }),
  requestForm: choiceField("Formulaire de demande", REQUEST_FORM_CHOICES, "off", {
    hint: "Activé, « Vérifier une date » propose aussi d’envoyer une demande depuis le site ; vous la retrouvez dans « Demandes ».",
  }),
  instagram: socialLink("instagram", "https://www.instagram.com/…"),
  facebook: socialLink("facebook", "https://www.facebook.com/…"),
  tiktok: socialLink("tiktok", "https://www.tiktok.com/@…"),
  soundcloud: socialLink("soundcloud", "https://soundcloud.com/…"),
  mixcloud: socialLink("mixcloud", "https://www.mixcloud.com/…"),
  youtube: socialLink("youtube", "https://www.youtube.com/@…"),
  residentAdvisor: socialLink("residentAdvisor", "https://ra.co/dj/…"),
  legalName: textField("Nom légal", MAX_TITLE_CHARS, {
    placeholder: "Maxime Ribera",
    hint: "Votre nom et prénom, ou la raison sociale de votre société, tels qu’immatriculés.",
  }),
  legalStatus: textField("Statut", MAX_LINE_CHARS, { placeholder: "Entrepreneur individuel (micro-entreprise)" }),
  siret: siretField("SIRET", { placeholder: "123 456 789 00012" }),
  legalAddress: textField("Adresse", MAX_PLACE_CHARS, {
    placeholder: "12 avenue de la Méditerranée, 66140 Canet-en-Roussillon",
    hint: "Votre adresse professionnelle ; domicilié chez un tiers, écrivez « Domicilié chez … » et son adresse.",
  }),
} as const satisfies Fields;

export type ProfileField = keyof typeof PROFILE_FIELDS;

/** The admin's groups of fields, in the form's order; "Prestations" holds the services. */
export const PROFILE_GROUPS = [
  { title: "Identité", fields: ["name", "tagline"] },
  { title: "Accueil", fields: ["heroIntro", "heroImage", "region"] },
  { title: "À propos", fields: ["story", "influences", "portrait"] },
  { title: "Contact", fields: ["phone", "email", "city", "availability", "bookingHorizon", "requestForm"] },
  { title: "Réseaux", fields: Object.keys(SOCIAL_NETWORKS) as SocialNetwork[] },
  { title: "Mentions légales", fields: ["legalName", "legalStatus", "siret", "legalAddress"] },
] as const satisfies readonly { title: string; fields: readonly ProfileField[] }[];

export const SERVICES_GROUP_TITLE = "Prestations";

/** The pictures a service can show, with their names in the admin. */
export const SERVICE_ICONS = {
  clubs: "Platines",
  private: "Cœur",
  corporate: "Mallette",
  bars: "Verre",
  collaborations: "Poignée de main",
  music: "Note de musique",
} as const;

export type ServiceIcon = keyof typeof SERVICE_ICONS;
export const SERVICE_ICON_NAMES = Object.keys(SERVICE_ICONS) as ServiceIcon[];

export interface Service {
  icon: ServiceIcon;
  label: string;
}

/** The profile as checked and stored. */
export type Profile = FieldValues<typeof PROFILE_FIELDS> & { services: Service[] };
