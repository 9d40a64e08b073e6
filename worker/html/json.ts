// JSON inside an HTML <script> element: nothing in the data may end the element or start a
// comment, so <, > and & are written as \u escapes (still the same JSON), and U+2028/U+2029 too
// (line terminators for older JavaScript parsers).
const UNSAFE = /[<>&\u2028\u2029]/g;

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
