// The Worker's own TypeScript modules, loaded in Node (which runs no TypeScript) by Vite's module
// runner: the scripts check, hash and write with the Worker's rules, never a second copy of them.
import path from "node:path";
import { runnerImport } from "vite";

const ROOT = new URL("../..", import.meta.url).pathname;

/**
 * The exports of the given modules (paths from the project's root), as one object.
 * @param {...string} files
 */
export async function loadWorkerModules(...files) {
  const modules = await Promise.all(files.map(async (file) => (await runnerImport(path.join(ROOT, file))).module));
  return Object.assign({}, ...modules);
}
