/// <reference types="node" />
// The web fonts are cut down to FONT_CHARACTERS at build time: every character the site writes by
// itself (its texts, its messages, the default content and profile) must be in that cut, or it
// would show in the stand-in font among the web font's letters.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import * as messages from "../../shared/messages";
import * as texts from "../../shared/texts";
import { charactersOf, FONT_CHARACTERS } from "../../web/src/app/fontSubset";

const contentDir = resolve(__dirname, "../../shared/default-content");
const defaultContent = readdirSync(contentDir).map((file) => readFileSync(resolve(contentDir, file), "utf8"));

describe("the web fonts' characters", () => {
  it("reads a unicode-range as its characters", () => {
    expect(charactersOf("U+0041-0043, U+00E9")).toBe("ABCé");
  });

  it("cover every character of the site's own words and default content", () => {
    const kept = new Set(charactersOf(FONT_CHARACTERS));
    const written = [JSON.stringify(texts), JSON.stringify(messages), ...defaultContent].join("");
    // JSON's line breaks and the escapes of its own syntax are no text on screen.
    const missing = [...new Set(written.replace(/\n/g, ""))].filter((character) => !kept.has(character));
    expect(missing).toEqual([]);
  });
});
