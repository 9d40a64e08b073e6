// The hero (docs/product.md §2): full-height photo, the name and tagline, and "Voir les événements", which
// glides to the events section. Its content fades once the page is scrolled past 100 px.
import { Icon } from "../../ui/icons";
import { phoneHref, phoneText } from "../../../../shared/phone";
import { HERO_ARTWORK, hero } from "../../../../shared/texts";
import { useData } from "../../data/DataProvider";
import { useHeroFade } from "./useHeroFade";
import { responsiveImage } from "../../lib/images";
import { scrollToSection } from "../../lib/scroll";

export const HERO_FADE_THRESHOLD = 100;

/** The built-in photo comes in three sizes and a slice for upright screens; the DJ's own, as any upload. */
const heroImage = (src: string) => (src === HERO_ARTWORK.src ? { ...HERO_ARTWORK, sizes: "100vw" } : { ...responsiveImage(src, "100vw"), portrait: null });

export function Hero() {
  const contentRef = useHeroFade<HTMLDivElement>(HERO_FADE_THRESHOLD);
  const { profile } = useData();
  const { portrait, ...image } = heroImage(profile.heroImage);
  return (
    <section id="home" aria-labelledby="hero-title" className="relative isolate flex min-h-[100svh] items-end overflow-hidden">
      {/* The backdrop of the first screen, whose content (and largest paint: a picture covering the
          whole screen is none) is the text: low priority, so that on a weak connection it comes
          after the page rather than sharing the bandwidth with it (docs/product.md §18). */}
      <picture>
        {portrait ? <source media="(orientation: portrait)" srcSet={portrait} width={720} height={1280} /> : null}
        <img
          {...image}
          width={1920}
          height={1080}
          alt={`${profile.name} aux platines devant une foule en soirée`}
          fetchPriority="low"
          loading="eager"
          decoding="async"
          className="absolute inset-0 -z-20 size-full object-cover object-[60%_center]"
        />
      </picture>
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-night-950 via-night-950/55 to-night-950/45" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_15%_85%,rgba(255,106,61,0.28),transparent_60%)]" />

      <div ref={contentRef} data-faded="false" className="mx-auto w-full max-w-7xl px-4 pb-20 pt-32 will-change-[opacity,transform] sm:px-6 md:pb-28 lg:px-8">
        <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.3em] text-ember-300 sm:text-sm">
          <span aria-hidden="true" className="h-px w-10 bg-ember-300/80" />
          {hero.eyebrow}
        </p>
        <h1 id="hero-title" className="mt-5 font-display text-5xl font-black uppercase leading-[0.95] tracking-tight sm:text-7xl lg:text-8xl">
          {profile.name}
        </h1>
        <p className="mt-5 max-w-3xl font-display text-xl font-semibold leading-snug sm:text-3xl">
          <span className="text-gradient">{profile.tagline}</span>
        </p>
        <p className="mt-5 max-w-xl text-base leading-relaxed text-sand-200 sm:text-lg">{profile.heroIntro}</p>
        <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:items-center">
          <button
            type="button"
            onClick={() => scrollToSection("events")}
            className="inline-flex h-13 items-center justify-center gap-2.5 rounded-full bg-ember-500 px-7 text-base font-semibold text-night-950 shadow-xl shadow-ember-500/25 transition hover:bg-ember-400 active:scale-[0.98]"
          >
            <Icon name="CalendarDays" className="size-5" />
            {hero.cta}
          </button>
          <a
            href={phoneHref(profile.phone)}
            className="inline-flex h-13 items-center justify-center gap-2.5 rounded-full border border-white/25 bg-white/5 px-7 text-base font-semibold text-sand-50 backdrop-blur transition hover:border-white/50 hover:bg-white/10"
          >
            <Icon name="Phone" className="size-5" />
            {phoneText(profile.phone)}
          </a>
        </div>
        <p className="mt-8 text-sm text-sand-400">{profile.region}</p>
      </div>

      <Icon name="ArrowDown" className="absolute bottom-6 left-1/2 hidden size-6 -translate-x-1/2 animate-float text-sand-200/70 md:block" />
    </section>
  );
}
