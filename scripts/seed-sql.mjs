// Prints the SQL that stores a collection's default content (shared/default-content/<name>.json),
// for the new numbered migration that adds the collection: migrations already applied are never
// edited, and the test of the collections checks that a fresh database holds exactly these items.
// A record (the profile: one object, not a list) is one row, its fields as JSON.
// A collection ordered by hand (--hand-ordered) gets each item's position, in the file's order, and
// every item its creation as its last change. With --new-site-only, each row goes in only while
// nobody has signed up (a new site): for built-in items a site in use must not show.
// Usage: node scripts/seed-sql.mjs playlists --hand-ordered --new-site-only >> migrations/0015_playlists.sql
import { readFileSync } from "node:fs";

const [name, ...options] = process.argv.slice(2);
const handOrdered = options.includes("--hand-ordered");
const newSiteOnly = options.includes("--new-site-only");
if (!name || !/^[a-z]+$/.test(name)) {
  console.error("Usage: node scripts/seed-sql.mjs <collection or record>   (prints the INSERT of its default content)");
  process.exit(1);
}

const content = JSON.parse(readFileSync(new URL(`../shared/default-content/${name}.json`, import.meta.url), "utf8"));
/** @param {unknown} value */
const literal = (value) =>
  value === null || value === undefined ? "NULL" : typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

if (!Array.isArray(content)) {
  console.log(`-- The default ${name}, from shared/default-content/${name}.json.`);
  console.log(`INSERT INTO ${name} (id, data) VALUES (1, ${literal(JSON.stringify(content))});`);
  process.exit(0);
}

const items = content.map((item, index) => (handOrdered ? { ...item, updatedAt: item.id, position: index } : item));
const columns = [...new Set(items.flatMap((item) => Object.keys(item)))];

const values = items.map((item) => columns.map((column) => literal(item[column])).join(", "));
console.log(`-- The default content of ${name}: ${items.length} items, from shared/default-content/${name}.json.`);
if (newSiteOnly) {
  for (const row of values) console.log(`INSERT INTO ${name} (${columns.join(", ")}) SELECT ${row} WHERE NOT EXISTS (SELECT 1 FROM users);`);
} else {
  console.log(`INSERT INTO ${name} (${columns.join(", ")}) VALUES\n${values.map((row) => `  (${row})`).join(",\n")};`);
}
