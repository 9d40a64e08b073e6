// Contact (docs/product.md §2, id "contact"): email, phone, base city, availability, the follow-me block and
// the services, all from the DJ's profile. No form.
import { phoneHref } from "../../../shared/phone";
import type { ServiceIcon } from "../../../shared/profile";
import { socialLinks } from "../../../shared/social";
import { contact } from "../../../shared/texts";
import { useData } from "../data/DataProvider";
import { Icon, SocialIcon } from "../components/icons";
import type { IconName } from "../components/iconSet";
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

const card = "flex items-center gap-4 rounded-2xl border border-white/10 bg-night-900 p-4 sm:p-5";
const iconBox = "grid size-12 shrink-0 place-items-center rounded-xl bg-ember-500/15 text-ember-400";

export function Contact() {
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
            <ul className="space-y-3">
              <li>
                <a href={`mailto:${profile.email}`} className={`${card} group transition hover:border-ember-500/50`}>
                  <span className={iconBox}>
                    <Icon name="Mail" className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-xs font-semibold uppercase tracking-[0.2em] text-sand-400">Email</span>
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
                    <span className="block text-xs font-semibold uppercase tracking-[0.2em] text-sand-400">Téléphone</span>
                    <span className="block text-base font-semibold group-hover:text-ember-300 sm:text-lg">{profile.phone}</span>
                  </span>
                </a>
              </li>
              <li className={card}>
                <span className={iconBox}>
                  <Icon name="MapPin" className="size-5" />
                </span>
                <span>
                  <span className="block text-xs font-semibold uppercase tracking-[0.2em] text-sand-400">Basé à</span>
                  <span className="block text-base font-semibold sm:text-lg">{profile.city}</span>
                </span>
              </li>
              <li className={card}>
                <span className={iconBox}>
                  <Icon name="CalendarCheck" className="size-5" />
                </span>
                <span>
                  <span className="block text-xs font-semibold uppercase tracking-[0.2em] text-sand-400">Disponibilité</span>
                  <span className="block text-base font-semibold sm:text-lg">{profile.availability}</span>
                </span>
              </li>
            </ul>
          </Reveal>
        </div>

        <div className="space-y-6">
          {mainLink ? (
            <Reveal>
              <div className="rounded-3xl border border-white/10 bg-gradient-to-br from-ember-500/20 via-night-900 to-orchid-500/20 p-6 sm:p-8">
                <h3 className="font-display text-xl font-bold sm:text-2xl">{contact.followTitle}</h3>
                <p className="mt-2 text-sand-200">{contact.followText(mainLink.label)}</p>
                <a
                  href={mainLink.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-6 inline-flex h-12 items-center gap-2.5 rounded-full bg-sand-50 px-6 text-sm font-semibold text-night-950 transition hover:bg-ember-300"
                >
                  <SocialIcon network={mainLink.network} className="size-5" />
                  {mainLink.handle ? `${mainLink.label} ${mainLink.handle}` : mainLink.label}
                  <span className="sr-only"> (nouvel onglet)</span>
                </a>
                {otherLinks.length > 0 ? (
                  <ul className="mt-4 flex flex-wrap gap-2">
                    {otherLinks.map((link) => (
                      <li key={link.network}>
                        <a
                          href={link.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex h-11 items-center gap-2 rounded-full border border-white/20 px-4 text-sm font-semibold text-sand-50 transition hover:border-ember-400 hover:text-ember-300"
                        >
                          <SocialIcon network={link.network} className="size-4" />
                          {link.label}
                          <span className="sr-only"> (nouvel onglet)</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </Reveal>
          ) : null}
          <Reveal delay={100}>
            <div className="rounded-3xl border border-white/10 bg-night-900 p-6 sm:p-8">
              <h3 className="font-display text-xl font-bold sm:text-2xl">{contact.servicesTitle}</h3>
              <ul className="mt-6 divide-y divide-white/10">
                {profile.services.map((service, index) => {
                  return (
                    <li key={index} className="flex items-center gap-4 py-3.5 first:pt-0 last:pb-0">
                      <Icon name={serviceIcons[service.icon]} className="size-5 shrink-0 text-ember-400" />
                      <span className="font-medium">{service.label}</span>
                    </li>
                  );
                })}
              </ul>
            </div>
          </Reveal>
        </div>
      </div>
    </section>
  );
}
