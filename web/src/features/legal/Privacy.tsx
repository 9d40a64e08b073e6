// /confidentialite (docs/product.md §2): what the site keeps of whom and for how long, and how to
// use one's rights (GDPR art. 13), from the DJ's profile and the limits the code applies (shared/legal.ts).
import {
  AUDIENCE_DAYS_KEPT,
  BEACON_COUNTS_KEPT,
  CNIL_COMPLAINTS,
  COOKIES,
  HOST,
  LOGS_KEPT_DAYS,
  REQUEST_COUNTS_KEPT,
  REQUESTS_KEPT,
  SIGN_IN_COUNTS_KEPT,
  SIGN_UP_COUNTS_KEPT,
} from "../../../../shared/legal";
import { PAGES } from "../../../../shared/pages";
import { requestFormOpen } from "../../../../shared/requests";
import { useData } from "../../data/DataProvider";
import { usePageTitle } from "../../hooks/usePageTitle";
import { LegalPage, LegalSection, TextLink } from "./LegalText";

export default function Privacy() {
  usePageTitle(PAGES.privacy.heading);
  const { profile } = useData();
  const mail = <TextLink href={`mailto:${profile.email}`}>{profile.email}</TextLink>;
  return (
    <LegalPage title={PAGES.privacy.heading}>
      <LegalSection title="En bref">
        <p>
          Ce site ne dépose aucun cookie chez ses visiteurs et ne montre aucune publicité. Il compte ses visites sans rien savoir de qui les fait : on peut le
          lire sans rien y laisser de soi.{" "}
          {requestFormOpen(profile)
            ? "Une demande de réservation peut s’envoyer depuis « Vérifier une date » : ce que vous y écrivez ne sert qu’à vous répondre."
            : "Il n’a pas de formulaire de contact : une réservation se fait par téléphone ou par e-mail, hors du site."}
        </p>
      </LegalSection>
      <LegalSection title="Responsable">
        <p>
          {profile.legalName} ({profile.name}), joignable à {mail}.
        </p>
      </LegalSection>
      <LegalSection title="Ce que le site garde">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Pour les comptes de l’administration : l’adresse e-mail et une empreinte du mot de passe (jamais le mot de passe lui-même), tant que le compte
            existe.
          </li>
          <li>
            Pour bloquer les essais de mots de passe : le nombre de connexions manquées par adresse e-mail et par adresse IP, effacé après {SIGN_IN_COUNTS_KEPT}{" "}
            ; le nombre de comptes créés par adresse IP, effacé après {SIGN_UP_COUNTS_KEPT}.
          </li>
          <li>
            Pour une demande de réservation envoyée depuis « Vérifier une date » : votre nom, votre téléphone ou votre e-mail, la date, ce que vous dites de
            l’événement et votre message, pour vous répondre (ils peuvent lui être envoyés par e-mail). Le formulaire peut demander à Cloudflare Turnstile de
            vérifier que vous n’êtes pas un robot : Cloudflare reçoit alors votre adresse IP et des informations techniques de votre navigateur. Une demande est
            effacée {REQUESTS_KEPT} après sa dernière mise à jour, ou dès que vous le demandez ; le nombre de demandes envoyées par adresse IP, après{" "}
            {REQUEST_COUNTS_KEPT}.
          </li>
          <li>
            Pour qu’un robot ne fausse pas la mesure d’audience (ci-dessous) : le nombre de mesures envoyées par adresse IP, oublié après {BEACON_COUNTS_KEPT}.
          </li>
          <li>
            {HOST.name}, l’hébergeur, reçoit l’adresse IP et les informations techniques de chaque visite pour servir le site et le protéger. Les journaux du
            site (l’adresse demandée, la réponse, les erreurs) sont gardés {LOGS_KEPT_DAYS} jours au plus.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Mesure d’audience">
        <p>
          Pour savoir ce que le site lui apporte, {profile.name} voit combien de pages sont vues chaque jour, d’où viennent les visites (le nom du site d’où
          l’on arrive, ou la campagne nommée dans l’adresse), le type d’appareil (téléphone, tablette ou ordinateur), le pays que donne l’hébergeur, et combien
          de fois on appelle, écrit, ouvre WhatsApp, un réseau social, la billetterie, l’ajout à l’agenda ou le partage, écoute un mix, vérifie une date ou
          envoie une demande.
        </p>
        <p>
          Ce ne sont que des totaux par jour : sans cookie ni identifiant, le site ne garde ni votre adresse IP, ni votre navigateur, ni la page d’où vous
          venez, et ne peut pas suivre une visite d’une page à l’autre. Les robots et les visites de l’administrateur ne sont pas comptés. Ces totaux ne servent
          qu’aux statistiques du site, ne sont partagés avec personne, et sont regroupés par mois après {AUDIENCE_DAYS_KEPT}. Une telle mesure n’appelle pas de
          consentement (CNIL, mesure d’audience exemptée).
        </p>
      </LegalSection>
      <LegalSection title="Avis de clients">
        <p>
          Un client à qui {profile.name} envoie un lien pour donner son avis écrit son prénom, le type, le mois et la ville de son événement et son texte. Rien
          n’est publié sans qu’il l’ait accepté en cochant la case prévue, ni avant que {profile.name} l’ait validé ; un avis refusé est effacé. Pour faire
          retirer un avis publié, écrivez à {profile.name}.
        </p>
      </LegalSection>
      <LegalSection title="Cookies">
        <p>
          Un lecteur de mix (SoundCloud, Mixcloud ou YouTube) ne se charge que lorsque vous appuyez sur son bouton de lecture : la plateforme dépose alors ses
          propres cookies, selon sa propre politique. Avant cela, la page ne lui demande rien.
        </p>
        <p>
          Le site lui-même n’en dépose aucun chez les visiteurs. À qui se connecte à l’administration, trois cookies indispensables à ce qu’il demande, qui
          n’appellent donc pas de consentement :
        </p>
        <ul className="list-disc space-y-2 pl-5">
          {COOKIES.map((cookie) => (
            <li key={cookie.name}>
              <code className="rounded bg-white/10 px-1.5 py-0.5 text-sm text-sand-50">{cookie.name}</code> : pour {cookie.purpose}, {cookie.life}.
            </li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection title="Vos droits">
        <p>
          Vous pouvez demander à voir les données qui vous concernent, à les faire corriger ou effacer, à vous opposer à leur usage ou à le limiter, et à les
          recevoir dans un format lisible : écrivez à {mail}, qui vous répond sous un mois.
        </p>
        <p>
          Vous pouvez aussi adresser une réclamation à la <TextLink href={CNIL_COMPLAINTS}>CNIL</TextLink>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
