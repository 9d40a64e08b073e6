// An event's venue under its name, on one line, in the admin's rows and the « Répéter » dialog.
import { MapPin } from "lucide-react";

export const VenueLine = ({ venue }: { venue: string }) => (
  <p className="mt-1 flex items-start gap-1.5 text-sm text-sand-400">
    <MapPin className="mt-0.5 size-4 shrink-0 text-ember-400/80" aria-hidden="true" />
    <span className="line-clamp-1">{venue}</span>
  </p>
);
