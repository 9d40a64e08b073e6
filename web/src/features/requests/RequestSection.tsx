// Under the prepared message, when the DJ has switched his form on (docs/product.md §23): the
// offer to send the request from the site, fetched with its words when the answer shows it (the
// checker's page does without), and the form (with the rules that check it) when the visitor
// takes it up.
import { lazy, Suspense, useState } from "react";
import type { BookingDetails } from "../../../../shared/booking";
import { buttonClass } from "../../ui/Button";
import { REQUEST_FORM } from "./words";

/** Offline, the form's chunk cannot come: say so where it would be. */
const RequestForm = lazy(() =>
  import("./RequestForm").catch(() => ({
    default: () => (
      <p role="alert" className="text-sm text-red-200">
        {REQUEST_FORM.loadFailed}
      </p>
    ),
  })),
);

export default function RequestSection({ date, details }: { date: string; details: Omit<BookingDetails, "date"> }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="request-title" className="border-t border-white/10 pt-5">
      <h2 id="request-title" className="font-display text-base font-bold">
        {REQUEST_FORM.title}
      </h2>
      <p className="mt-1 text-sm text-sand-400">{REQUEST_FORM.intro}</p>
      <div className="mt-4">
        {open ? (
          <Suspense fallback={<p className="text-sm text-sand-400">{REQUEST_FORM.loading}</p>}>
            <RequestForm date={date} details={details} />
          </Suspense>
        ) : (
          <button type="button" onClick={() => setOpen(true)} className={buttonClass("outline", "lg", "w-full @xl:w-auto")}>
            {REQUEST_FORM.open}
          </button>
        )}
      </div>
    </section>
  );
}
