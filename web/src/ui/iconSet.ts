// The public pages' icons, declared once: lucide's, and the brand glyph lucide does not ship. The
// build draws each as a <symbol> of one sprite inside the page (build/icon-sprite.ts), and
// <Icon name> (icons.tsx) shows it with <use>: an icon's drawing is in the page once, however often
// the page shows it, and in no script (docs/performance.md, "How the home page loads"). The admin uses
// lucide-react.
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  AudioLines,
  Briefcase,
  CalendarCheck,
  CalendarDays,
  CalendarPlus,
  ChevronLeft,
  ChevronRight,
  Clock,
  Disc3,
  Expand,
  Globe,
  Handshake,
  Headphones,
  Heart,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Music,
  Music2,
  Phone,
  Play,
  Quote,
  Share2,
  SquarePlay,
  Ticket,
  UserRound,
  Wine,
  X,
  type IconNode,
} from "lucide";

/** Instagram's glyph, in lucide's form: lucide ships no brand logos. */
const Instagram: IconNode = [
  ["rect", { x: "2.5", y: "2.5", width: "19", height: "19", rx: "5.5" }],
  ["circle", { cx: "12", cy: "12", r: "4.25" }],
  ["circle", { cx: "17.5", cy: "6.5", r: "0.9", fill: "currentColor", stroke: "none" }],
];

export const ICONS = {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  AudioLines,
  Briefcase,
  CalendarCheck,
  CalendarDays,
  CalendarPlus,
  ChevronLeft,
  ChevronRight,
  Clock,
  Disc3,
  Expand,
  Globe,
  Handshake,
  Headphones,
  Heart,
  Instagram,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Music,
  Music2,
  Phone,
  Play,
  Quote,
  Share2,
  SquarePlay,
  Ticket,
  UserRound,
  Wine,
  X,
} satisfies Record<string, IconNode>;

export type IconName = keyof typeof ICONS;

/** The address <use> points at: the icon's <symbol> in the page. */
export const iconHref = (name: IconName) => `#icon-${name}`;

const escape = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/**
 * The sprite the page carries: every icon as a <symbol>, in an <svg> that shows nothing itself
 * (Tailwind's `hidden`, display: none: HTML's `hidden` attribute is no SVG attribute).
 */
export function iconSprite(): string {
  const symbols = Object.entries(ICONS).map(([name, node]) => {
    const shapes = node
      .map(
        ([tag, attributes]) =>
          `<${tag}${Object.entries(attributes)
            .map(([key, value]) => ` ${key}="${escape(String(value))}"`)
            .join("")}/>`,
      )
      .join("");
    return `<symbol id="${iconHref(name as IconName).slice(1)}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg class="hidden" aria-hidden="true">${symbols.join("")}</svg>`;
}
