// /disponibilites (docs/product.md §2, §22): « Vérifier une date », linked from the home page's
// contact section and from /events. The Worker renders the month shown; its days' states come from
// GET /api/availability once the page runs. An address ?date=AAAA-MM-JJ opens on that day.
import { useLocation } from "react-router";
import { parseDay } from "../../../../shared/event-time";
import { PAGES } from "../../../../shared/pages";
import { usePageTitle } from "../../hooks/usePageTitle";
import { SubPage } from "../../ui/SubPage";
import { DateChecker } from "./DateChecker";
import { CHECKER } from "./words";

export default function Availability() {
  usePageTitle(PAGES.availability.heading);
  const asked = new URLSearchParams(useLocation().search).get("date");
  return (
    <SubPage back={{ to: "/", label: "Retour à l’accueil" }}>
      <h1 className="mt-8 font-display text-4xl font-black tracking-tight sm:text-5xl lg:text-6xl">{PAGES.availability.heading}</h1>
      <p className="mt-4 max-w-2xl text-base text-sand-200 sm:text-lg">{CHECKER.intro}</p>
      <DateChecker asked={asked && parseDay(asked) ? asked : null} />
    </SubPage>
  );
}
