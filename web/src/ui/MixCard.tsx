// A mix (docs/product.md §25): its cover, title, duration and a play button that asks nothing of
// the platform (no request, no cookie, no frame) until it is pressed; then the platform's player
// takes the cover's place, playing. A line under it says, before the press, which platform plays
// it and that it sets its own cookies. Without the app's script the button is a plain link to the mix.
import { useRef, useState, type MouseEvent } from "react";
import type { MixItem } from "../../../shared/collections";
import { durationText } from "../../../shared/duration";
import { frenchMonth } from "../../../shared/french-dates";
import { MIX_PLATFORMS, mixPlayer } from "../../../shared/mixes";
import { responsiveImage } from "../lib/images";
import { Icon } from "./icons";

/** The cover fills the card's width: 1 column, 2 from 640 px, 3 from 1024 px (at most 1280 px wide). */
const COVER_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

const withModifier = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function MixCard({ mix }: { mix: MixItem }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const player = mixPlayer(mix.link);
  const platform = player && MIX_PLATFORMS[player.platform].name;

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!player || withModifier(event)) return;
    event.preventDefault();
    setPlaying(true);
    requestAnimationFrame(() => frame.current?.focus());
  };

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-night-900">
      <div className="relative aspect-square bg-night-800">
        {playing && player ? (
          <iframe
            ref={frame}
            src={player.src}
            title={`${mix.title} sur ${platform}`}
            allow="autoplay; encrypted-media; fullscreen"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <a
            href={mix.link}
            target="_blank"
            rel="noopener noreferrer"
            data-moment="mix"
            onClick={play}
            className="group absolute inset-0 block focus-visible:outline-none"
          >
            <img
              {...responsiveImage(mix.cover, COVER_SIZES)}
              alt=""
              width={1200}
              height={1200}
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
            />
            <span className="absolute inset-0 bg-gradient-to-t from-night-950/70 via-transparent" aria-hidden="true" />
            <span className="absolute bottom-4 left-4 inline-flex size-14 items-center justify-center rounded-full bg-ember-500 text-night-950 shadow-lg shadow-black/40 transition group-hover:scale-105 group-focus-visible:ring-4 group-focus-visible:ring-ember-300">
              <Icon name="Play" className="size-6 fill-current" />
            </span>
            <span className="sr-only">{`Écouter « ${mix.title} »`}</span>
          </a>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-display text-lg font-bold tracking-tight">{mix.title}</h3>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-2 text-sm text-sand-400">
          <span className="inline-flex items-center gap-1.5 font-medium text-ember-300">
            <Icon name="Clock" className="size-4 shrink-0" />
            {durationText(mix.duration)}
          </span>
          <span aria-hidden="true">·</span>
          <span>{mix.styles}</span>
          <span aria-hidden="true">·</span>
          <span>{frenchMonth(mix.date.slice(0, 7))}</span>
        </p>
        {platform ? <p className="mt-3 text-xs text-sand-400">{`Lecture sur ${platform}, qui dépose ses propres cookies.`}</p> : null}
      </div>
    </article>
  );
}

/** The mixes' grid: 1 column, 2 from 640 px, 3 from 1024 px. */
export function MixGrid({ mixes }: { mixes: readonly MixItem[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {mixes.map((mix) => (
        <li key={mix.id}>
          <MixCard mix={mix} />
        </li>
      ))}
    </ul>
  );
}
