// French phone numbers (docs/product.md §15): typed in any usual way ("06 12 34 56 78",
// "06.12.34.56.78", "+33 6 12 34 56 78", "0033 6…", "+33 (0)6…"), stored and shown one way
// ("06 12 34 56 78"), dialled in E.164 ("tel:+33612345678").

/** The number written "06 12 34 56 78", or null when it is no French number. */
export function frenchPhone(input: string): string | null {
  const compact = input.replace(/[\s.\-()\u00a0]/g, "");
  const national = compact.replace(/^(?:\+33|0033)0?/, "0");
  if (!/^0[1-9]\d{8}$/.test(national)) return null;
  return national.replace(/(\d{2})(?=\d)/g, "$1 ");
}

/** The `tel:` link of a stored number: "06 12 34 56 78" → "tel:+33612345678". */
export const phoneHref = (phone: string) => `tel:+33${phone.replace(/\D/g, "").slice(1)}`;

/** The number as a page shows it: its groups joined by no-break spaces, so that it never splits across two lines. */
export const phoneText = (phone: string) => phone.replaceAll(" ", "\u00a0");
