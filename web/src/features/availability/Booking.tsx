// What follows a day a visitor can ask for (docs/product.md §22, §23): what he tells of his event,
// the message it makes and the ways to send it, and the request form when the DJ has switched it
// on. Its code comes with the first day picked: the page shows the calendar without it.
import { lazy, Suspense } from "react";
import { bookingMessage, bookingSubject, type BookingDetails } from "../../../../shared/booking";
import type { Profile } from "../../../../shared/profile";
import { BookingFields } from "./BookingFields";
import { ContactLinks } from "./ContactLinks";

/** The offer to send a request from the site, when the DJ has switched it on: fetched then, the page does without. */
const RequestSection = lazy(() => import("../requests/RequestSection"));

interface BookingProps {
  date: string;
  details: Omit<BookingDetails, "date">;
  onChange: (details: Omit<BookingDetails, "date">) => void;
  dj: Profile;
}

export default function Booking({ date, details, onChange, dj }: BookingProps) {
  return (
    <div className="mt-6 space-y-5">
      <BookingFields details={details} onChange={onChange} />
      <ContactLinks dj={dj} message={bookingMessage({ date, ...details })} subject={bookingSubject(date)} />
      {/* The profile's own word (typed), not shared/requests.ts's test: a chunk more for this page. */}
      {dj.requestForm === "on" ? (
        <Suspense fallback={null}>
          <RequestSection date={date} details={details} />
        </Suspense>
      ) : null}
    </div>
  );
}
