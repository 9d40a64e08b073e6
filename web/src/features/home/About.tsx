// About (docs/product.md §1, §2, id "about"): portrait, name card with the social link, "Mon Histoire" and
// "Influences & Style", the DJ's texts from his profile.
import type { Profile } from "../../../../shared/profile";
import { socialLinks } from "../../../../shared/social";
import { about } from "../../../../shared/texts";
import { useData } from "../../data/DataProvider";
import { responsiveImage } from "../../lib/images";
import { buttonClass } from "../../ui/Button";
import { SocialIcon } from "../../ui/icons";
import { Reveal } from "./Reveal";
import { SectionHeading } from "./SectionHeading";

/** The built-in portrait's size; the DJ's own fills the same 4:5 frame. */
const PORTRAIT = { width: 800, height: 1000 };
/** The portrait's column: the screen's width on a phone, at most 448 px beside the texts. */
const PORTRAIT_SIZES = "(min-width: 480px) 448px, 100vw";

const blockTitle = "font-display text-xl font-bold sm:text-2xl";

export default function About() {
  const { profile } = useData();
  return (
    <section id="about" aria-labelledby="about-title" className="below-fold scroll-mt-20 overflow-hidden bg-night-900/60 py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-start gap-14 px-4 sm:px-6 lg:grid-cols-[5fr_7fr] lg:gap-20 lg:px-8">
        <Reveal className="relative mx-auto w-full max-w-md lg:sticky lg:top-28">
          <div
            aria-hidden="true"
            className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-ember-500/25 via-transparent to-orchid-500/25 blur-2xl"
          />
          <img
            {...responsiveImage(profile.portrait, PORTRAIT_SIZES)}
            {...PORTRAIT}
            alt={`Portrait de ${profile.name}`}
            loading="lazy"
            decoding="async"
            className="aspect-[4/5] w-full rounded-3xl border border-white/10 object-cover"
          />
          <NameCard profile={profile} />
        </Reveal>
        <div>
          <Reveal>
            <SectionHeading id="about-title" eyebrow={about.eyebrow} title={about.title} />
            <dl className="mt-10 grid grid-cols-3 gap-3 sm:gap-4">
              {about.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse rounded-2xl border border-white/10 bg-night-950/60 p-4 sm:p-5">
                  <dt className="mt-1 text-xs leading-snug text-sand-400 sm:text-sm">{stat.label}</dt>
                  <dd className="font-display text-xl font-bold text-gradient sm:text-3xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </Reveal>
          <Reveal className="mt-12">
            <h3 className={blockTitle}>{about.storyTitle}</h3>
            <Paragraphs text={profile.story} />
          </Reveal>
          <Reveal className="mt-12">
            <Influences text={profile.influences} />
          </Reveal>
        </div>
      </div>
    </section>
  );
}

/** Over the portrait's foot: name, role, city, and the first social link. */
function NameCard({ profile }: { profile: Profile }) {
  const [mainLink] = socialLinks(profile);
  return (
    <div className="relative -mt-16 mx-4 rounded-2xl border border-white/10 bg-night-800/90 p-5 shadow-2xl shadow-black/50 backdrop-blur-xl sm:mx-6">
      <p className="font-display text-xl font-bold">{profile.name}</p>
      <p className="mt-1 text-sm text-sand-400">
        {about.card.role} · {profile.city}
      </p>
      <p className="mt-0.5 text-sm text-sand-400">{about.card.since}</p>
      {mainLink ? (
        <a href={mainLink.url} target="_blank" rel="noopener noreferrer" className={buttonClass("outline", "md", "mt-4")}>
          <SocialIcon network={mainLink.network} className="size-4" />
          {mainLink.handle ?? mainLink.label}
          <span className="sr-only">{` sur ${mainLink.label} (nouvel onglet)`}</span>
        </a>
      ) : null}
    </div>
  );
}

/** The DJ's influences, then the styles he plays and the venues he has played. */
function Influences({ text }: { text: string }) {
  const { influences } = about;
  return (
    <>
      <h3 className={blockTitle}>{influences.title}</h3>
      <Paragraphs text={text} />
      <ul className="mt-6 flex flex-wrap gap-2" aria-label="Styles musicaux">
        {influences.styles.map((style) => (
          <li key={style} className="rounded-full border border-ember-500/40 bg-ember-500/10 px-4 py-1.5 text-sm font-medium text-ember-300">
            {style}
          </li>
        ))}
      </ul>
      <p className="mt-8 text-xs font-semibold uppercase tracking-[0.25em] text-sand-400">{influences.venuesTitle}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {influences.venues.map((venue) => (
          <li key={venue} className="rounded-full bg-white/5 px-4 py-1.5 text-sm text-sand-200">
            {venue}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A text of the profile: a blank line separates two paragraphs (docs/product.md §15). */
function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="mt-4 space-y-4 text-base leading-relaxed text-sand-200 sm:text-lg">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
