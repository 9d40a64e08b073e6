// Under the prepared message, when the DJ has switched his form on (docs/product.md §23): the
// offer to send the request from the site, whose form (and the rules that check it) is fetched
// when the visitor takes it up, not with the page.
import { lazy, Suspense, useState } from "react";
import type { BookingDetails } from "../../../../shared/booking";
import { buttonClass } from "../../ui/Button";
import { CHECKER } from "./words";

/** Offline, the form's chunk cannot come: say so where it would be. */
const RequestForm = lazy(() =>
  import("../requests/RequestForm").catch(() => ({
    default: () => (
      <p role="alert" className="text-sm text-red-200">
        {CHECKER.requestFormFailed}
      </p>
    ),
  })),
);

export function RequestSection({ date, details }: { date: string; details: Omit<BookingDetails, "date"> }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="request-title" className="border-t border-white/10 pt-5">
      <h2 id="request-title" className="font-display text-base font-bold">
        {CHECKER.requestTitle}
      </h2>
      <p className="mt-1 text-sm text-sand-400">{CHECKER.requestIntro}</p>
      <div className="mt-4">
        {open ? (
          <Suspense fallback={<p className="text-sm text-sand-400">{CHECKER.requestFormLoading}</p>}>
            <RequestForm date={date} details={details} />
          </Suspense>
        ) : (
          <button type="button" onClick={() => setOpen(true)} className={buttonClass("outline", "lg", "w-full @xl:w-auto")}>
            {CHECKER.requestOpen}
          </button>
        )}
      </div>
    </section>
  );
}
