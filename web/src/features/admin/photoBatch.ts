// Several photos added at once (docs/product.md §19): the title a file's name gives, and the limit
// on the uploads running at the same time.
import { MAX_TITLE_CHARS } from "../../../../shared/limits";
import { PHOTO_BATCH_MESSAGES } from "../../../../shared/messages";

/**
 * A photo's title from its file's name: "soiree_plage-2026.jpg" → "Soiree plage 2026" (the
 * extension dropped, "_" and "-" as spaces, the first letter in capitals, at most the title's length).
 */
export function titleFromFileName(fileName: string): string {
  const words = fileName
    .replace(/\.[^.\s]{1,5}$/, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const title = (words.charAt(0).toLocaleUpperCase("fr") + words.slice(1)).slice(0, MAX_TITLE_CHARS).trimEnd();
  return title || PHOTO_BATCH_MESSAGES.untitled;
}

/** Runs tasks given to it, at most `limit` at the same time, the others waiting their turn in order. */
export function createLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = () => {
    if (running < limit) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  // The place goes straight to the next task waiting, if any.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
