// What the two web fonts keep once cut down at build time (build/subset-fonts.ts): the
// weights the site's classes use and the characters of French text (with the accents of its
// neighbours, the typographic quotes and dashes, the euro). Any other character is shown by the
// metric-matched stand-in (fonts.css), as the unicode-range below tells the browser.
export const FONT_CHARACTERS =
  "U+0020-007E, U+00A0, U+00A9, U+00AB, U+00B0, U+00B7, U+00BB, U+00C0-00CF, U+00D1-00D6, U+00D9-00DC, U+00DF-00EF, U+00F1-00F6, U+00F9-00FC, U+00FF, U+0152-0153, U+0178, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+202F, U+20AC";

/** Inter, the text: regular to bold (font-normal, font-medium, font-semibold, font-bold). */
export const INTER_WEIGHTS = "400 700";
/** Unbounded, the titles: font-semibold (the hero's tagline) to font-black. */
export const UNBOUNDED_WEIGHTS = "600 900";

/** The characters a unicode-range names ("U+0020-007E, U+00A0" → " !…~" and the no-break space). */
export const charactersOf = (range: string) =>
  range
    .split(",")
    .flatMap((part) => {
      const [first, last = first] = part
        .trim()
        .slice(2)
        .split("-")
        .map((hex) => parseInt(hex, 16));
      return Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index));
    })
    .join("");
