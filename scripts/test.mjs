// `npm test`: lints (ESLint, then Prettier's check: `npm run lint`), builds the site, runs the Vitest
// projects (Worker in workerd, web code) and the Playwright browser tests, then prints one closing
// line "N passed, N failed". The lint counts as one check (1 passed or 1 failed); the suites run either way.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const reports = "test-results";
mkdirSync(reports, { recursive: true });

const run = (command, args, env = {}) => spawnSync(command, args, { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...env } }).status;

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

const eslintStatus = run(bin("eslint"), ["--max-warnings", "0", "."]);
const prettierStatus = run(bin("prettier"), ["--check", "."]);
const lintFailures = [
  eslintStatus !== 0 && "ESLint reports problems (errors or warnings, see above)",
  prettierStatus !== 0 && "files are not formatted as Prettier would (`npm run format` rewrites them)",
].filter(Boolean);
for (const failure of lintFailures) console.error(`✖ Lint: ${failure}.`);

if (run(bin("vite"), ["build", "--logLevel", "warn"]) !== 0) {
  console.error("✖ The site does not build.");
  broken = true;
}

const vitestReport = `${reports}/vitest.json`;
const vitestStatus = run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}
if (vitestStatus !== 0 && totals.failed === 0) broken = true;

const hasBrowserTests = existsSync("test/e2e") && readdirSync("test/e2e").some((file) => file.endsWith(".spec.ts"));
if (hasBrowserTests) {
  const playwrightReport = `${reports}/playwright.json`;
  const status = run(bin("playwright"), ["test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, "utf8"));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  if (status !== 0 && totals.failed === 0) broken = true;
}

if (broken) totals.failed = Math.max(totals.failed, 1);
if (lintFailures.length) totals.failed += 1;
else totals.passed += 1;
// Repeated here, since the suites' output has scrolled the first report away.
for (const failure of lintFailures) console.error(`✖ Lint: ${failure}.`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed > 0 ? 1 : 0);
