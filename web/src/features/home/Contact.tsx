// Contact (docs/product.md §2, id "contact"): email, phone, base city, availability (a way to
// « Vérifier une date »), the follow-me block and the services, all from the DJ's profile. No form.
import { phoneHref, phoneText } from "../../../../shared/phone";
import type { Profile, Service, ServiceIcon } from "../../../../shared/profile";
import { socialLinks } from "../../../../shared/social";
import { contact } from "../../../../shared/texts";
import { useData } from "../../data/DataProvider";
import { PAGES } from "../../../../shared/pages";
import { AppLink } from "../../ui/AppLink";
import { buttonClass } from "../../ui/Button";
import { Icon, SocialIcon } from "../../ui/icons";
import type { IconName } from "../../ui/iconSet";
import { Reveal } from "./Reveal";
import { SectionHeading } from "./SectionHeading";

const serviceIcons: Record<ServiceIcon, IconName> = {
  clubs: "Disc3",
  private: "Heart",
  corporate: "Briefcase",
  bars: "Wine",
  collaborations: "Handshake",
  music: "Music",
};

type SocialLink = ReturnType<typeof socialLinks>[number];

const card = "flex items-center gap-4 rounded-2xl border border-white/10 bg-night-900 p-4 sm:p-5";
const iconBox = "grid size-12 shrink-0 place-items-center rounded-xl bg-ember-500/15 text-ember-400";
const cardLabel = "block text-xs font-semibold uppercase tracking-[0.2em] text-sand-400";
const panelTitle = "font-display text-xl font-bold sm:text-2xl";

export default function Contact() {
  const { profile } = useData();
  const [mainLink, ...otherLinks] = socialLinks(profile);
  return (
    <section id="contact" aria-labelledby="contact-title" className="below-fold scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20 lg:px-8">
        <div>
          <Reveal>
            <SectionHeading id="contact-title" eyebrow={contact.eyebrow} title={contact.title}>
              <p>{contact.intro}</p>
            </SectionHeading>
          </Reveal>
          <Reveal className="mt-10">
            <ContactCards profile={profile} />
          </Reveal>
        </div>
        <div className="space-y-6">
          {mainLink ? (
            <Reveal>
              <FollowPanel mainLink={mainLink} otherLinks={otherLinks} />
            </Reveal>
          ) : null}
          <Reveal delay={100}>
            <ServicesPanel services={profile.services} />
          </Reveal>
        </div>
      </div>
    </section>
  );
}

/** Email and phone, to tap; the city, to read; the availability, leading to the date checker. */
function ContactCards({ profile }: { profile: Profile }) {
  return (
    <ul className="space-y-3">
      <li>
        <a href={`mailto:${profile.email}`} className={`${card} group transition hover:border-ember-500/50`}>
          <span className={iconBox}>
            <Icon name="Mail" className="size-5" />
          </span>
          <span className="min-w-0">
            <span className={cardLabel}>Email</span>
            <span className="block truncate text-base font-semibold group-hover:text-ember-300 sm:text-lg">{profile.email}</span>
          </span>
        </a>
      </li>
      <li>
        <a href={phoneHref(profile.phone)} className={`${card} group transition hover:border-ember-500/50`}>
          <span className={iconBox}>
            <Icon name="Phone" className="size-5" />
          </span>
          <span>
            <span className={cardLabel}>Téléphone</span>
            <span className="block text-base font-semibold group-hover:text-ember-300 sm:text-lg">{phoneText(profile.phone)}</span>
          </span>
        </a>
      </li>
      <li className={card}>
        <span className={iconBox}>
          <Icon name="MapPin" className="size-5" />
        </span>
        <span>
          <span className={cardLabel}>Basé à</span>
          <span className="block text-base font-semibold sm:text-lg">{profile.city}</span>
        </span>
      </li>
      <li>
        <AppLink to={PAGES.availability.path} className={`${card} group transition hover:border-ember-500/50`}>
          <span className={iconBox}>
            <Icon name="CalendarCheck" className="size-5" />
          </span>
          <span>
            <span className={cardLabel}>Disponibilité</span>
            <span className="block text-base font-semibold sm:text-lg">{profile.availability}</span>
            <span className="mt-1 block text-sm font-semibold text-ember-300 group-hover:underline">{PAGES.availability.heading} →</span>
          </span>
        </AppLink>
      </li>
    </ul>
  );
}

/** The first social link as the panel's button, the others as smaller ones below it. */
function FollowPanel({ mainLink, otherLinks }: { mainLink: SocialLink; otherLinks: SocialLink[] }) {
  return (
    <div className="rounded-3xl border border-white/10 bg-gradient-to-br from-ember-500/20 via-night-900 to-orchid-500/20 p-6 sm:p-8">
      <h3 className={panelTitle}>{contact.followTitle}</h3>
      <p className="mt-2 text-sand-200">{contact.followText(mainLink.label)}</p>
      <a href={mainLink.url} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "lg", "mt-6")}>
        <SocialIcon network={mainLink.network} className="size-5" />
        {mainLink.handle ? `${mainLink.label} ${mainLink.handle}` : mainLink.label}
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
      {otherLinks.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {otherLinks.map((link) => (
            <li key={link.network}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className={buttonClass("outline")}>
                <SocialIcon network={link.network} className="size-4" />
                {link.label}
                <span className="sr-only"> (nouvel onglet)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ServicesPanel({ services }: { services: readonly Service[] }) {
  return (
    <div className="rounded-3xl border border-white/10 bg-night-900 p-6 sm:p-8">
      <h3 className={panelTitle}>{contact.servicesTitle}</h3>
      <ul className="mt-6 divide-y divide-white/10">
        {services.map((service, index) => (
          <li key={index} className="flex items-center gap-4 py-3.5 first:pt-0 last:pb-0">
            <Icon name={serviceIcons[service.icon]} className="size-5 shrink-0 text-ember-400" />
            <span className="font-medium">{service.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
