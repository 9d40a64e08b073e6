// The content's version (migration 0008, docs/product.md §18): grows with every change of any item
// or of the profile, bumped by D1 triggers in the change's own transaction.
import { guardD1 } from "../lib/storage";

/** The statement that reads it, to join a batch that reads the content it stands for. */
export const versionStatement = (db: D1Database) => db.prepare("SELECT version FROM content_version WHERE id = 1");

/** The version in the answer of `versionStatement`. */
export const versionOf = (result: D1Result<{ version: number }>): number => result.results[0]?.version ?? 0;

export async function readContentVersion(db: D1Database): Promise<number> {
  return versionOf(await guardD1(versionStatement(db).all<{ version: number }>()));
}
