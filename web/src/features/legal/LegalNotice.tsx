// /mentions-legales (docs/product.md §2): who publishes the site and who hosts it, as French law
// asks of a professional's site (LCEN art. 6), from the DJ's profile.
import { HOST } from "../../../../shared/legal";
import { PAGES } from "../../../../shared/pages";
import { phoneHref, phoneText } from "../../../../shared/phone";
import { useData } from "../../data/DataProvider";
import { usePageTitle } from "../../hooks/usePageTitle";
import { AppLink } from "../../ui/AppLink";
import { LegalPage, LegalSection, TextLink } from "./LegalText";

export default function LegalNotice() {
  usePageTitle(PAGES.legal.heading);
  const { profile } = useData();
  return (
    <LegalPage title={PAGES.legal.heading}>
      <LegalSection title="Éditeur du site">
        <p>
          Ce site est publié par {profile.legalName}, {profile.legalStatus}, sous le nom de scène {profile.name}.
        </p>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-sand-50">SIRET</dt>
          <dd className="tabular-nums">{profile.siret}</dd>
          <dt className="font-semibold text-sand-50">Adresse</dt>
          <dd>{profile.legalAddress}</dd>
          <dt className="font-semibold text-sand-50">Téléphone</dt>
          <dd>
            <TextLink href={phoneHref(profile.phone)}>{phoneText(profile.phone)}</TextLink>
          </dd>
          <dt className="font-semibold text-sand-50">E-mail</dt>
          <dd>
            <TextLink href={`mailto:${profile.email}`}>{profile.email}</TextLink>
          </dd>
        </dl>
        <p>Directeur de la publication : {profile.legalName}.</p>
      </LegalSection>
      <LegalSection title="Hébergeur">
        <p>
          {HOST.name}, {HOST.address} (<TextLink href={HOST.site}>{HOST.site.replace("https://", "")}</TextLink>).
        </p>
      </LegalSection>
      <LegalSection title="Propriété intellectuelle">
        <p>Les textes et les images de ce site appartiennent à {profile.legalName} ou à leurs auteurs : les reproduire demande leur accord.</p>
      </LegalSection>
      <LegalSection title="Données personnelles">
        <p>
          Ce que le site garde, et vos droits :{" "}
          <AppLink to={PAGES.privacy.path} className="font-medium text-ember-300 underline underline-offset-4 transition hover:text-ember-200">
            {PAGES.privacy.heading}
          </AppLink>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
