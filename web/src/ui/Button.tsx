// The site's buttons, and the links drawn as buttons: one look per kind, written once. Every size is
// a tap target (44 or 48 px high); width and placement come from the caller's `className`.
import type { ButtonHTMLAttributes } from "react";

export type ButtonKind = "primary" | "outline" | "quiet" | "text";
export type ButtonSize = "md" | "lg";

// A button out of use shows it; one busy with its action (aria-busy) shows the wait. The weight is
// the kind's: two weights in one class string would leave the winner to the style sheet's order.
const BASE = "inline-flex items-center justify-center gap-2 text-sm transition disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait";
const HEIGHTS: Record<ButtonSize, string> = { md: "h-11", lg: "h-12" };
const PADDINGS: Record<ButtonSize, string> = { md: "px-4", lg: "px-6" };
const KINDS: Record<ButtonKind, string> = {
  /** The page's main action: « Ajouter », « Enregistrer », « Billetterie »… */
  primary: "rounded-full bg-ember-500 font-semibold text-night-950 shadow-lg shadow-ember-500/20 hover:bg-ember-400",
  /** A second action beside it: « Annuler », « Voir tous les événements »… */
  outline: "rounded-full border border-white/15 font-semibold text-sand-50 hover:border-ember-400 hover:text-ember-300",
  /** An action among others, drawn only on hover: the header's, a menu's. */
  quiet: "rounded-full font-semibold text-sand-50 hover:bg-white/10 hover:text-ember-300",
  /** A link-like action in a line of text: « Ajouter au calendrier ». */
  text: "font-medium text-sand-200 underline-offset-4 hover:text-ember-300 hover:underline",
};

/** The classes of a button of that kind and size, with the caller's own (width, margins, placement). */
export const buttonClass = (kind: ButtonKind = "outline", size: ButtonSize = "md", className = "") =>
  [BASE, HEIGHTS[size], kind === "text" ? "" : PADDINGS[size], KINDS[kind], className].filter(Boolean).join(" ");

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  kind?: ButtonKind;
  size?: ButtonSize;
}

/** A <button type="button"> of the site's look (a form's submit passes type="submit"). */
export function Button({ kind, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(kind, size, className)} {...props} />;
}
