// The product's fixed words around the DJ's profile (shared/profile.ts): the section titles and
// lines that stay the same whoever the DJ is, and the built-in hero artwork's sizes.

/** The built-in hero photo (tools/artwork): its sizes, and a narrow slice for screens taller than wide. */
export const HERO_ARTWORK = {
  src: "/media/hero.webp",
  srcSet: "/media/hero-1280.webp 1280w, /media/hero.webp 1920w",
  // A phone held upright shows a narrow slice of the landscape picture: that slice, 12 KB.
  portrait: "/media/hero-portrait.webp",
} as const;

export const hero = {
  eyebrow: "DJ freelance · Sud de la France",
  cta: "Voir les événements",
} as const;

export const about = {
  eyebrow: "À Propos",
  title: "La musique, une histoire de famille",
  /** Name card under the portrait. */
  card: { role: "DJ freelance", since: "Aux platines depuis 2020" },
  stats: [
    { value: "16 ans", label: "Premiers mix" },
    { value: "2020", label: "Premières soirées" },
    { value: "1989", label: "Mon père DJ depuis" },
  ],
  storyTitle: "Mon Histoire",
  influences: {
    title: "Influences & Style",
    styles: ["House", "Reggae", "Jazz", "Disco", "Musique commerciale", "Classiques 60s – 2010"],
    venuesTitle: "Là où je joue",
    venues: ["Beach clubs", "Bars", "Restaurants", "Soirées privées", "Mariages", "Anniversaires", "Événements d’entreprise"],
  },
} as const;

export const contact = {
  eyebrow: "Contact",
  title: "Réservez votre date",
  intro:
    "Un mariage, une soirée privée, une saison en beach club ? Appelez-moi ou écrivez-moi avec la date, le lieu et l’ambiance souhaitée : je vous réponds rapidement.",
  followTitle: "Suivez-moi",
  /** Under "Suivez-moi", naming the DJ's first network (Instagram by default). */
  followText: (network: string) => `Extraits de soirées, coulisses et prochaines dates sur ${network}.`,
  servicesTitle: "Services",
} as const;
