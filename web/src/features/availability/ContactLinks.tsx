// The message the site prepared, shown as it will be sent, and the DJ's four ways to receive it:
// a call (no message can ride along), an SMS, WhatsApp and a mail, each opening the visitor's own app.
import { CONTACT_WAYS, contactLinks, type ContactWay } from "../../../../shared/booking";
import { buttonClass } from "../../ui/Button";
import { Icon } from "../../ui/icons";
import type { IconName } from "../../ui/iconSet";
import { CHECKER } from "./words";

const ICONS: Record<ContactWay, IconName> = { call: "Phone", sms: "MessageCircle", whatsapp: "MessageCircle", mail: "Mail" };

interface ContactLinksProps {
  dj: { phone: string; email: string };
  message: string;
  subject: string;
}

export function ContactLinks({ dj, message, subject }: ContactLinksProps) {
  const links = contactLinks(dj, message, subject);
  return (
    <div>
      <p className="text-sm font-semibold text-sand-200">{CHECKER.message}</p>
      <blockquote data-testid="booking-message" className="mt-2 rounded-2xl border border-white/10 bg-night-950 p-4 text-sand-50">
        {message}
      </blockquote>
      <ul className="mt-4 grid grid-cols-2 gap-3 @xl:grid-cols-4">
        {(Object.keys(CONTACT_WAYS) as ContactWay[]).map((way) => (
          <li key={way}>
            <a
              href={links[way]}
              {...(way === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className={buttonClass(way === "call" ? "primary" : "outline", "lg", "w-full")}
            >
              <Icon name={ICONS[way]} className="size-5" />
              {CONTACT_WAYS[way]}
              {way === "whatsapp" ? <span className="sr-only"> (nouvel onglet)</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
