// The SIRET number (docs/product.md §15), which the legal notice must give: typed with or without
// spaces, stored and shown one way ("123 456 789 00012": the company's SIREN, then its site's five
// digits). Checked with the Luhn key INSEE gives every SIRET, so that a digit mistyped is caught.

/** La Poste's sites share one SIREN; their numbers have a key of their own (digits summing to a multiple of 5). */
const LA_POSTE = "356000000";

/** Whether the 14 digits pass the Luhn check: every second digit from the left doubled. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (const [index, digit] of [...digits].entries()) {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  }
  return sum % 10 === 0;
}

/** The number written "123 456 789 00012", or null when it is no SIRET. */
export function frenchSiret(input: string): string | null {
  const digits = input.replace(/[\s.\u00a0]/g, "");
  if (!/^\d{14}$/.test(digits)) return null;
  const valid = digits.startsWith(LA_POSTE) ? [...digits].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0 : luhn(digits);
  return valid ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}` : null;
}
