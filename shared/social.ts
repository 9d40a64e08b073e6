// The DJ's social links (docs/product.md §15): the networks his profile can name, in the order the
// pages show them. Kept apart from the profile's form description (shared/profile.ts), which the
// public pages' script does not carry.
export const SOCIAL_NETWORKS = {
  instagram: "Instagram",
  facebook: "Facebook",
  tiktok: "TikTok",
  soundcloud: "SoundCloud",
  mixcloud: "Mixcloud",
  youtube: "YouTube",
  residentAdvisor: "Resident Advisor",
} as const;

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** "@djmaxribera" for https://www.instagram.com/djmaxribera/; null when the link names no account. */
export function instagramHandle(url: string | null): string | null {
  const account = url && /^https:\/\/(?:www\.)?instagram\.com\/([A-Za-z0-9._]+)\/?(?:[?#].*)?$/i.exec(url)?.[1];
  return account ? `@${account}` : null;
}

/** The profile's social links that are set, in order, with the network's name (and the account's, "@djmaxribera", when the link shows it). */
export const socialLinks = (profile: Readonly<Record<SocialNetwork, string | null>>) =>
  (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).flatMap((network) => {
    const url = profile[network];
    return url ? [{ network, label: SOCIAL_NETWORKS[network], url, handle: network === "instagram" ? instagramHandle(url) : null }] : [];
  });
