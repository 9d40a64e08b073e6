// The look of the admin's text inputs, selects and text areas, with the red border of an invalid one.
export const fieldInputClass =
  "block w-full rounded-xl border border-white/15 bg-night-950/60 px-4 py-3 text-base text-sand-50 placeholder:text-sand-400/60 transition focus:border-ember-400 focus:outline-none focus:ring-2 focus:ring-ember-400/30 aria-[invalid=true]:border-red-400/80";
