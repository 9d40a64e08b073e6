// « Vérifier une date » (docs/product.md §22), on the home page's contact section and on /events:
// a card with one button, in the chunk of the pages that show it (not in the app's). The checker
// itself (its calendar, its answers, the prepared message) is a chunk of its own, fetched when the
// button is pressed; the card stays until it has come.
import { useRef, useState, type ComponentType } from "react";
import type { DateCheckerProps } from "./DateChecker";
import { buttonClass } from "../Button";
import { Icon } from "../icons";

/** `heading`: the card's title level in its page's outline. */
export function CheckDate({ heading: Heading = "h3" }: { heading?: DateCheckerProps["heading"] }) {
  const [Checker, setChecker] = useState<ComponentType<DateCheckerProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  if (Checker) {
    const close = () => {
      setChecker(null);
      requestAnimationFrame(() => button.current?.focus());
    };
    return <Checker heading={Heading} onClose={close} />;
  }
  const open = async () => {
    const { default: loaded } = await import("./DateChecker");
    setChecker(() => loaded);
  };
  return (
    <div className="rounded-3xl border border-white/10 bg-night-900 p-6 sm:p-8">
      <Heading className="font-display text-xl font-bold sm:text-2xl">Une date en tête ?</Heading>
      <p className="mt-2 text-sand-200">Voyez tout de suite si elle est libre, puis réservez en un message.</p>
      <button ref={button} type="button" onClick={open} className={buttonClass("primary", "lg", "mt-6")}>
        <Icon name="CalendarCheck" className="size-5" />
        Vérifier une date
      </button>
    </div>
  );
}
