// `npm test`: the lint (ESLint and Prettier's check: `npm run lint`), tsc on each runtime's project,
// the build, the Vitest projects (the Worker in workerd, the web code) and the Playwright browser
// tests; then how long each part took, and one closing line "N passed, N failed". The lint and each
// tsc project count as one check (passed or failed); the suites run whatever the checks say.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const reports = "test-results";
mkdirSync(reports, { recursive: true });

// Every tsconfig*.json of the root is a runtime's project, checked here, but for these two: the
// options the others extend, and the list of the projects that editors read (no files of its own).
const NOT_PROJECTS = ["tsconfig.base.json", "tsconfig.json"];
const TSCONFIGS = readdirSync(".").filter((name) => /^tsconfig.*\.json$/.test(name) && !NOT_PROJECTS.includes(name));

/** Runs a command; resolves to its exit status and, when `held`, its output (printed later: other commands run beside it). */
function run(command, args, { env = {}, held = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...env },
    });
    let output = "";
    if (held) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ status: null, output: `${output}${error.message}\n` }));
    child.on("close", (status) => resolve({ status, output }));
  });
}

/** Runs the commands two at a time (each uses one core), then prints their output in their order. */
async function runInPairs(commands) {
  const results = [];
  const queue = commands.map((command, index) => ({ ...command, index }));
  const next = async () => {
    for (let command = queue.shift(); command; command = queue.shift()) results[command.index] = await run(command.bin, command.args, { held: true });
  };
  await Promise.all([next(), next()]);
  for (const [index, { output }] of results.entries()) process.stdout.write(`▶ ${commands[index].name}\n${output}`);
  return results;
}

const durations = [];
/** Runs a part and notes how long it took. */
async function timed(part, work) {
  const start = performance.now();
  try {
    return await work();
  } finally {
    const seconds = Math.round((performance.now() - start) / 1000);
    durations.push(`${part} ${seconds} s`);
    console.log(`\n⏱ ${part}: ${seconds} s`);
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
const started = performance.now();

// The lint, then the type checks: each is one check, passed or failed with its reasons.
const checks = [];
await timed("lint", async () => {
  const [eslint, prettier] = await runInPairs([
    { name: "eslint", bin: bin("eslint"), args: ["--max-warnings", "0", "."] },
    { name: "prettier --check", bin: bin("prettier"), args: ["--check", "."] },
  ]);
  const failures = [
    eslint.status !== 0 && "Lint: ESLint reports problems (errors or warnings, see above)",
    prettier.status !== 0 && "Lint: files are not formatted as Prettier would (`npm run format` rewrites them)",
  ].filter(Boolean);
  checks.push({ failures });
});
await timed("tsc", async () => {
  const results = await runInPairs(TSCONFIGS.map((tsconfig) => ({ name: `tsc -p ${tsconfig}`, bin: bin("tsc"), args: ["-p", tsconfig] })));
  for (const [index, { status }] of results.entries()) checks.push({ failures: status === 0 ? [] : [`tsc -p ${TSCONFIGS[index]}: type errors (see above)`] });
});
const failedChecks = checks.filter((check) => check.failures.length > 0);
for (const failure of failedChecks.flatMap((check) => check.failures)) console.error(`✖ ${failure}.`);

const built = await timed("build", async () => (await run(bin("vite"), ["build", "--logLevel", "warn"])).status === 0);
if (!built) {
  console.error("✖ The site does not build.");
  broken = true;
}

await timed("vitest (worker + web)", async () => {
  const vitestReport = `${reports}/vitest.json`;
  const { status } = await run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  if (status !== 0 && totals.failed === 0) broken = true;
});

const hasBrowserTests = existsSync("test/e2e") && readdirSync("test/e2e").some((file) => file.endsWith(".spec.ts"));
if (hasBrowserTests) {
  await timed("playwright", async () => {
    const playwrightReport = `${reports}/playwright.json`;
    // The servers serve the build made above rather than make their own.
    const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, SKIP_BUILD: built ? "1" : "" };
    const { status } = await run(bin("playwright"), ["test", "--reporter=list,json"], { env });
    if (existsSync(playwrightReport)) {
      const { stats } = JSON.parse(readFileSync(playwrightReport, "utf8"));
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    }
    if (status !== 0 && totals.failed === 0) broken = true;
  });
}

if (broken) totals.failed = Math.max(totals.failed, 1);
totals.failed += failedChecks.length;
totals.passed += checks.length - failedChecks.length;
// Repeated here, since the suites' output has scrolled the first report away.
for (const failure of failedChecks.flatMap((check) => check.failures)) console.error(`✖ ${failure}.`);
console.log(`\n⏱ ${durations.join(", ")}; ${Math.round((performance.now() - started) / 1000)} s in all`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed > 0 ? 1 : 0);
