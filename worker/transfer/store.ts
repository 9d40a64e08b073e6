// The whole content in D1 for an export and an import (docs/product.md §17): read in one batch, so
// that lists and profile are of one moment, and replaced in one batch, so that an import is all or nothing.
import { API_MESSAGES } from "../../shared/messages";
import { canonicalJson, type SiteContent } from "../../shared/transfer";
import { versionOf, versionStatement } from "../content/version";
import { ApiError } from "../lib/errors";
import { guardD1 } from "../lib/storage";
import { replacementStatements, siteContentOf, siteContentQueries } from "./tables";

/** The content and its version (migration 0008), of one moment. */
export interface VersionedContent {
  content: SiteContent;
  version: number;
}

export async function readSiteContent(db: D1Database): Promise<VersionedContent> {
  const results = await guardD1(db.batch([...siteContentQueries().map((sql) => db.prepare(sql)), versionStatement(db)]));
  const version = versionOf(results.pop() as D1Result<{ version: number }>);
  return { content: siteContentOf(results.map((result) => result.results)), version };
}

/**
 * Replaces every list, and the profile when `content` has one, in one transaction that first checks
 * the content is still at `version` (migration 0011): 409 CONTENT_CHANGED when it has moved since.
 */
export async function replaceContent(db: D1Database, content: SiteContent, version: number): Promise<void> {
  const expects = [db.prepare("INSERT INTO import_expects (version) VALUES (?)").bind(version), db.prepare("DELETE FROM import_expects")];
  const replacement = replacementStatements(content).map(({ sql, values }) => db.prepare(sql).bind(...values));
  try {
    await db.batch([...expects, ...replacement]);
  } catch (error) {
    if (String(error).includes("CONTENT_CHANGED")) throw new ApiError(409, "CONTENT_CHANGED", API_MESSAGES.CONTENT_CHANGED);
    await guardD1(Promise.reject(error));
  }
}

/** The SHA-256 of the content, in hex: an import confirmed against another content than its preview's is refused. */
export async function fingerprintOf(content: SiteContent): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonicalJson(content))));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
