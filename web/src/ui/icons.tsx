// The public pages' icons: each a <use> of its drawing in the page's sprite (iconSet.ts).
import type { SocialNetwork } from "../../../shared/social";
import { iconHref, type IconName } from "./iconSet";

/**
 * An icon of the sprite, decorative (hidden from screen readers), sized by its class. Its strokes
 * come from the `icon` class (theme.css), which a stroke width class of Tailwind's overrides.
 */
export const Icon = ({ name, className }: { name: IconName; className?: string }) => (
  <svg aria-hidden="true" className={className ? `icon ${className}` : "icon"}>
    <use href={iconHref(name)} />
  </svg>
);

/** Each network's icon: Instagram's glyph, a telling icon for the others. */
const NETWORK_ICONS: Record<SocialNetwork, IconName> = {
  instagram: "Instagram",
  facebook: "Globe",
  tiktok: "Music2",
  soundcloud: "AudioLines",
  mixcloud: "Headphones",
  youtube: "SquarePlay",
  residentAdvisor: "Disc3",
};

export const SocialIcon = ({ network, className }: { network: SocialNetwork; className?: string }) => (
  <Icon name={NETWORK_ICONS[network]} className={className} />
);

/** A round button holding an icon, at least 44 px for a finger (the header's). */
export const ICON_BUTTON =
  "inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium text-sand-50 transition-colors hover:bg-white/10 hover:text-ember-300";
