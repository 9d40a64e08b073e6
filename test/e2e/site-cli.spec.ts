// `npm run site` (README "Export, import and backups", docs/product.md §17) on real local state, as the
// owner moves a site: a site with an upload shown by a photo is exported to a folder (the file and
// images/), previewed into an empty site (--dry-run: nothing written), imported, and exported again
// from there: the same lists, byte for byte, and the same image. No browser: wrangler's local D1 and R2.
// Each wrangler run starts a local runtime, seconds on a busy machine: the test makes as few as the
// round trip needs (the Worker's tests check the import's SQL and the file's rules on their own).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { putR2Object, runD1 } from "../../scripts/lib/wrangler.mjs";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64");

/** `node scripts/site.mjs …` on the state folder `state`; its exit code and everything it printed. */
function site(args: string[], state: string) {
  const result = spawnSync("node", ["scripts/site.mjs", ...args, "--persist-to", state], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A new, empty local site in the state folder `state`: the migrations applied (the built-in content). */
function freshSite(state: string) {
  const result = spawnSync("node_modules/.bin/wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    encoding: "utf8",
    env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
  });
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
}

/** The export file of a folder, without the moment of the export. */
function exported(folder: string) {
  const name = readdirSync(folder).find((file) => /^dj-site-.*\.json$/.test(file))!;
  const { exportedAt: _, ...file } = JSON.parse(readFileSync(path.join(folder, name), "utf8"));
  return file;
}

/** What the preview of an import into the empty site says of the photos: the one that shows the upload. */
const PHOTO_CHANGED = /photos\s+0 added, 1 changed, 0 removed, 9 unchanged/;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test uses from this pattern: none here.
test("a site exported to a folder, previewed, imported into an empty one and exported again: the same lists and image", async ({}) => {
  test.setTimeout(240_000);
  const root = mkdtempSync(path.join(tmpdir(), "dj-site-cli-"));
  try {
    const from = path.join(root, "from");
    freshSite(from);
    // The empty site to import into: the same fresh state, copied while no wrangler run holds it.
    const to = path.join(root, "to");
    cpSync(from, to, { recursive: true });

    const key = `${createHash("sha256").update(PNG).digest("hex")}.png`;
    const file = path.join(root, "photo.png");
    writeFileSync(file, PNG);
    // The upload and the photo showing it, stored side by side (R2 and D1 are separate stores).
    const upload = putR2Object(key, file, { contentType: "image/png" }, { persistTo: from });
    runD1(`UPDATE photos SET image = '/images/${key}', title = 'Photo envoyée' WHERE id = (SELECT MIN(id) FROM photos)`, { persistTo: from });
    await upload;

    const folder = path.join(root, "backup");
    const exportRun = site(["export", folder], from);
    expect(exportRun.status, exportRun.output).toBe(0);
    expect(exportRun.output).toContain("Copying 1 uploaded images");
    expect(readFileSync(path.join(folder, "images", key)).equals(PNG)).toBe(true);
    const first = exported(folder);
    expect(first.photos.find((photo: { title: string }) => photo.title === "Photo envoyée")?.image).toBe(`/images/${key}`);

    const dryRun = site(["import", folder, "--dry-run"], to);
    expect(dryRun.status, dryRun.output).toBe(0);
    expect(dryRun.output).toMatch(PHOTO_CHANGED);
    expect(dryRun.output).toContain("Dry run: nothing was changed.");

    // The import previews against the site as it is: the same change again, so the dry run wrote nothing.
    const importRun = site(["import", folder], to);
    expect(importRun.status, importRun.output).toBe(0);
    expect(importRun.output).toMatch(PHOTO_CHANGED);
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
