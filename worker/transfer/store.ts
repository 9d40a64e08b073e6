// The whole content in D1 for an export and an import (docs/product.md §17): read in one batch, so
// that lists and profile are of one moment, and replaced in one batch, so that an import is all or nothing.
import { canonicalJson, type SiteContent } from "../../shared/transfer";
import { guardD1 } from "../lib/storage";
import { replacementStatements, siteContentOf, siteContentQueries } from "./tables";

export async function readSiteContent(db: D1Database): Promise<SiteContent> {
  const results = await guardD1(db.batch(siteContentQueries().map((sql) => db.prepare(sql))));
  return siteContentOf(results.map((result) => result.results));
}

/** Replaces every list, and the profile when `content` has one, in one transaction. */
export async function replaceContent(db: D1Database, content: SiteContent): Promise<void> {
  await guardD1(db.batch(replacementStatements(content).map(({ sql, values }) => db.prepare(sql).bind(...values))));
}

/** The SHA-256 of the content, in hex: an import confirmed against another content than its preview's is refused. */
export async function fingerprintOf(content: SiteContent): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonicalJson(content))));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
