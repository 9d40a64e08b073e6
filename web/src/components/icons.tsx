// The public pages' icons: lucide's, drawn from their data, and the brand glyphs lucide does not ship.
import { AudioLines, Disc3, Globe, Headphones, Music2, SquarePlay, type IconNode } from "lucide";
import type { SocialNetwork } from "../../../shared/social";
import { createElement } from "react";

/**
 * A lucide icon, decorative (hidden from screen readers), sized by its class. Drawn from lucide's
 * data rather than with lucide-react's components, whose runtime (about 1.5 KB gzip) the home
 * page's script does without; the admin uses lucide-react.
 */
export function Icon({ icon, className, strokeWidth = 2 }: { icon: IconNode; className?: string; strokeWidth?: number }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

/** Instagram's glyph, in lucide's form: lucide ships no brand logos. */
const INSTAGRAM: IconNode = [
  ["rect", { x: "2.5", y: "2.5", width: "19", height: "19", rx: "5.5" }],
  ["circle", { cx: "12", cy: "12", r: "4.25" }],
  ["circle", { cx: "17.5", cy: "6.5", r: "0.9", fill: "currentColor", stroke: "none" }],
];

/** Each network's icon: Instagram's glyph, a telling icon for the others. */
const NETWORK_ICONS: Record<SocialNetwork, IconNode> = {
  instagram: INSTAGRAM,
  facebook: Globe,
  tiktok: Music2,
  soundcloud: AudioLines,
  mixcloud: Headphones,
  youtube: SquarePlay,
  residentAdvisor: Disc3,
};

export const SocialIcon = ({ network, className }: { network: SocialNetwork; className?: string }) => (
  <Icon icon={NETWORK_ICONS[network]} className={className} />
);

/** A round button holding an icon, at least 44 px for a finger (the header's). */
export const ICON_BUTTON =
  "inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium text-sand-50 transition-colors hover:bg-white/10 hover:text-ember-300";
