// axe-core in the browser tests (docs/development.md): the rules of WCAG 2.1 A and AA and axe's
// best practices, run on a part of the page as the visitor sees it. Injected through the
// debugging protocol (page.evaluate), which the pages' Content-Security-Policy does not govern.
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const RULE_SETS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** What axe finds in `selector`, one "rule: element" line per element at fault; none is what is wanted. */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ scope, ruleSets }) => {
      const axe = (
        window as unknown as { axe: { run: (context: string, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
      ).axe;
      const { violations } = await axe.run(scope, { runOnly: ruleSets });
      return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
    },
    { scope: selector, ruleSets: RULE_SETS },
  );
}
