// Why a form was not sent or saved, above it: the one alert of the admin's forms (items, profile, "Répéter").
import { TriangleAlert } from "lucide-react";

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid="form-error"
      className="flex items-start gap-3 rounded-xl border border-red-500/50 bg-red-500/15 px-4 py-3 text-sm font-medium text-red-200"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
