// The site's wordmark.
import { Icon } from "./icons";
import { useData } from "../data/DataProvider";

/** The wordmark: a spinning-record glyph and the stage name. */
export function Logo({ className = "" }: { className?: string }) {
  const { profile } = useData();
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <span className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-ember-500 to-orchid-500 text-night-950 shadow-lg shadow-ember-500/20">
        <Icon name="Disc3" className="size-5 stroke-[2.25]" />
      </span>
      <span className="whitespace-nowrap font-display text-[0.8rem] font-bold uppercase leading-none tracking-wide text-sand-50 sm:text-base">
        {profile.name}
      </span>
    </span>
  );
}
