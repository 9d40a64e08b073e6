// The DJ's profile (docs/product.md §15): one record, edited by the DJ in the admin's "Profil" tab,
// read by every page (header, hero, about, contact, footer, titles, link previews, JSON-LD,
// calendars). Its fields are described like a collection's (shared/fields.ts), so that its
// validation (shared/validation.ts), its type and its admin form derive from them; its services
// are an ordered list. Its default is shared/default-content/profile.json, stored by migration 0005.
import { emailField, imageField, linkField, longTextField, phoneField, textField, type Fields, type FieldValues } from "./fields";
import { MAX_LINE_CHARS, MAX_PLACE_CHARS, MAX_TITLE_CHARS } from "./limits";

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
  instagram: linkField("Instagram", { httpsOnly: true, placeholder: "https://www.instagram.com/…" }),
  facebook: linkField("Facebook", { httpsOnly: true, placeholder: "https://www.facebook.com/…" }),
  tiktok: linkField("TikTok", { httpsOnly: true, placeholder: "https://www.tiktok.com/@…" }),
  soundcloud: linkField("SoundCloud", { httpsOnly: true, placeholder: "https://soundcloud.com/…" }),
  mixcloud: linkField("Mixcloud", { httpsOnly: true, placeholder: "https://www.mixcloud.com/…" }),
  youtube: linkField("YouTube", { httpsOnly: true, placeholder: "https://www.youtube.com/@…" }),
  residentAdvisor: linkField("Resident Advisor", { httpsOnly: true, placeholder: "https://ra.co/dj/…" }),
} as const satisfies Fields;

export type ProfileField = keyof typeof PROFILE_FIELDS;

/** The admin's groups of fields, in the form's order; "Prestations" holds the services. */
export const PROFILE_GROUPS = [
  { title: "Identité", fields: ["name", "tagline"] },
  { title: "Accueil", fields: ["heroIntro", "heroImage", "region"] },
  { title: "À propos", fields: ["story", "influences", "portrait"] },
  { title: "Contact", fields: ["phone", "email", "city", "availability"] },
  { title: "Réseaux", fields: ["instagram", "facebook", "tiktok", "soundcloud", "mixcloud", "youtube", "residentAdvisor"] },
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

/** The social links the profile can have, in the order the pages show them. */
export const SOCIAL_FIELDS = PROFILE_GROUPS[4].fields;
export type SocialNetwork = (typeof SOCIAL_FIELDS)[number];

/** The profile's social links that are set, in order, with the network's name (and the account's, "@djmaxribera", when the link shows it). */
export const socialLinks = (profile: Profile) =>
  SOCIAL_FIELDS.flatMap((network) => {
    const url = profile[network];
    return url ? [{ network, label: PROFILE_FIELDS[network].label, url, handle: network === "instagram" ? instagramHandle(url) : null }] : [];
  });

/** "@djmaxribera" for https://www.instagram.com/djmaxribera/; null when the link names no account. */
export function instagramHandle(url: string | null): string | null {
  const account = url && /^https:\/\/(?:www\.)?instagram\.com\/([A-Za-z0-9._]+)\/?(?:[?#].*)?$/i.exec(url)?.[1];
  return account ? `@${account}` : null;
}

/** A long text's paragraphs: a blank line separates two. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
