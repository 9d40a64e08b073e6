// `npm run site` (README "Export, import and backups", docs/product.md §17) on real local state, as the
// owner moves a site: a site with an upload shown by a photo is exported to a folder (the file and
// images/), previewed into an empty site (--dry-run: nothing written), imported, and exported again
// from there: the same lists, byte for byte, and the same image. No browser: wrangler's local D1 and R2.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/** The bucket behind the IMAGES binding. */
const BUCKET = /bucket_name\s*=\s*"([^"]+)"/.exec(readFileSync("wrangler.toml", "utf8"))![1];

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64");

const WRANGLER_ENV = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true" };

/** `npx wrangler …` on the state folder `state`; what it printed, once it succeeded. */
function wrangler(args: string[], state: string) {
  const result = spawnSync("npx", ["wrangler", ...args, "--local", "--persist-to", state], { encoding: "utf8", env: WRANGLER_ENV });
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  return result.stdout;
}

/** The rows of one SQL statement on the local D1 of `state`. */
const query = (sql: string, state: string) => JSON.parse(wrangler(["d1", "execute", "DB", "--json", "--command", sql], state))[0].results;

/** `node scripts/site.mjs …` on the state folder `state`; its exit code and everything it printed. */
function site(args: string[], state: string) {
  const result = spawnSync("node", ["scripts/site.mjs", ...args, "--persist-to", state], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A new, empty local site: its state folder with the migrations applied (the built-in content). */
function freshSite(root: string, name: string) {
  const state = path.join(root, name);
  wrangler(["d1", "migrations", "apply", "DB"], state);
  return state;
}

/** The export file of a folder, without the moment of the export. */
function exported(folder: string) {
  const name = readdirSync(folder).find((file) => /^dj-site-.*\.json$/.test(file))!;
  const { exportedAt: _, ...file } = JSON.parse(readFileSync(path.join(folder, name), "utf8"));
  return file;
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test uses from this pattern: none here.
test("a site exported to a folder, previewed, imported into an empty one and exported again: the same lists and image", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the command line has no screen size: it runs once, in the desktop project");
  test.setTimeout(240_000);
  const root = mkdtempSync(path.join(tmpdir(), "dj-site-cli-"));
  try {
    const from = freshSite(root, "from");
    const key = `${createHash("sha256").update(PNG).digest("hex")}.png`;
    const file = path.join(root, "photo.png");
    writeFileSync(file, PNG);
    wrangler(["r2", "object", "put", `${BUCKET}/${key}`, "--file", file, "--content-type", "image/png"], from);
    query(`UPDATE photos SET image = '/images/${key}', title = 'Photo envoyée' WHERE id = (SELECT MIN(id) FROM photos)`, from);

    const folder = path.join(root, "backup");
    const exportRun = site(["export", folder], from);
    expect(exportRun.status, exportRun.output).toBe(0);
    expect(exportRun.output).toContain("Copying 1 uploaded images");
    expect(readFileSync(path.join(folder, "images", key)).equals(PNG)).toBe(true);
    const first = exported(folder);
    expect(first.photos.find((photo: { title: string }) => photo.title === "Photo envoyée")?.image).toBe(`/images/${key}`);

    const to = freshSite(root, "to");
    const dryRun = site(["import", folder, "--dry-run"], to);
    expect(dryRun.status, dryRun.output).toBe(0);
    expect(dryRun.output).toMatch(/photos\s+0 added, 1 changed, 0 removed, 9 unchanged/);
    expect(dryRun.output).toContain("Dry run: nothing was changed.");
    expect(query(`SELECT COUNT(*) AS n FROM photos WHERE title = 'Photo envoyée'`, to)).toEqual([{ n: 0 }]);

    const importRun = site(["import", folder], to);
    expect(importRun.status, importRun.output).toBe(0);
    expect(importRun.output).toContain("Imported.");

    const again = path.join(root, "again");
    const secondRun = site(["export", again], to);
    expect(secondRun.status, secondRun.output).toBe(0);
    expect(JSON.stringify(exported(again))).toBe(JSON.stringify(first));
    expect(readFileSync(path.join(again, "images", key)).equals(PNG)).toBe(true);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
