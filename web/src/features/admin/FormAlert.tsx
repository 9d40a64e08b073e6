// Why a form was not sent or saved, above it: the one alert of the admin's forms (items, profile,
// "Répéter"); and the same alert, with « Réessayer », for what a tab could not read.
import { TriangleAlert } from "lucide-react";
import { Button } from "../../ui/Button";

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

/** A list or figures that could not be read: why, and « Réessayer », which reads them again. */
export function ReadFailed({ message, retry, className = "" }: { message: string; retry: () => void; className?: string }) {
  return (
    <div className={`space-y-3 ${className}`}>
      <FormAlert message={message} />
      <Button onClick={retry}>Réessayer</Button>
    </div>
  );
}
