// Text put into HTML, XML and JSON inside HTML, escaped so that no content can change the markup.

/**
 * The text with each half of a character whose other half is missing (a lone UTF-16 surrogate)
 * replaced by U+FFFD: such a text has no UTF-8 form, and the page's HTML stream would break on it.
 * The API refuses them (shared/validation.ts); this keeps a page whole whatever D1 holds.
 */
export const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, "\uFFFD");

/** Text for an HTML attribute value between double quotes. */
export const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Text for an XML element or attribute. */
export const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

// JSON inside an HTML <script> element: nothing in the data may end the element or start a
// comment, so <, > and & are written as \u escapes (still the same JSON), and U+2028/U+2029 too
// (line terminators for older JavaScript parsers).
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
