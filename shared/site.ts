// Everything about the DJ himself: his name, contacts and texts. A deployment for another artist
// edits this module only; the lists (events, photos, venues) come from the API.

export const site = {
  /** Stage name, used in the header, the about card, the footer and the page title. */
  name: "DJ Max Ribera",
  firstName: "Maxime",
  tagline: "Le meilleur DJ pour vos événements",
  /** The region line under the hero title. */
  region: "Canet-en-Roussillon · Perpignan · Côte Vermeille",
  city: "Canet-en-Roussillon",
  phone: { display: "06 48 27 15 93", href: "tel:+33648271593" },
  email: "contact@djmaxribera.fr",
  instagram: { handle: "@djmaxribera", url: "https://www.instagram.com/djmaxribera/" },
  availability: "Réservations par téléphone ou mail",
  images: {
    hero: {
      src: "/media/hero.webp",
      srcSet: "/media/hero-1280.webp 1280w, /media/hero.webp 1920w",
      // A screen taller than wide (a phone held upright) shows a narrow slice of the landscape
      // picture: that slice, 12 KB.
      portrait: "/media/hero-portrait.webp",
      width: 1920,
      height: 1080,
    },
    portrait: { src: "/media/portrait.webp", width: 800, height: 1000 },
  },
} as const;

export const hero = {
  eyebrow: "DJ freelance · Sud de la France",
  intro:
    "House au coucher du soleil, disco sur la plage, classiques qui font chanter toute la salle : des soirées construites pour votre public, des beach clubs aux mariages.",
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
  story: {
    title: "Mon Histoire",
    paragraphs: [
      "J’ai grandi entre les caisses de vinyles de mon père, DJ depuis 1989. À 16 ans, j’ai posé mes mains sur ses platines pour mon premier mix : je n’en suis jamais vraiment reparti.",
      "Depuis 2020, je joue dans les beach clubs, les bars et les restaurants de la côte, et j’accompagne les soirées privées, les mariages, les anniversaires et les événements d’entreprise, de Canet-en-Roussillon à Perpignan.",
    ],
  },
  influences: {
    title: "Influences & Style",
    text: "Je lis la salle avant de choisir le morceau suivant : une house solaire pour l’apéro, du reggae et du jazz pour prendre le temps, du disco et des tubes commerciaux quand la piste se remplit, et les grands classiques des années 60 à 2010 pour réunir toutes les générations.",
    styles: ["House", "Reggae", "Jazz", "Disco", "Musique commerciale", "Classiques 60s – 2010"],
    venuesTitle: "Là où je joue",
    venues: ["Beach clubs", "Bars", "Restaurants", "Soirées privées", "Mariages", "Anniversaires", "Événements d’entreprise"],
  },
} as const;

export type ServiceIcon = "clubs" | "private" | "corporate" | "bars" | "collaborations";

export const contact = {
  eyebrow: "Contact",
  title: "Réservez votre date",
  intro:
    "Un mariage, une soirée privée, une saison en beach club ? Appelez-moi ou écrivez-moi avec la date, le lieu et l’ambiance souhaitée : je vous réponds rapidement.",
  followTitle: "Suivez-moi",
  followText: "Extraits de soirées, coulisses et prochaines dates sur Instagram.",
  servicesTitle: "Services",
  services: [
    { icon: "clubs", label: "Clubs" },
    { icon: "private", label: "Événements privés & Mariages" },
    { icon: "corporate", label: "Événements corporate" },
    { icon: "bars", label: "Bars & restaurants" },
    { icon: "collaborations", label: "Collaborations" },
  ] satisfies { icon: ServiceIcon; label: string }[],
} as const;
