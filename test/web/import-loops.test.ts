// No module imports itself through others (CONTRIBUTING.md): not in the Worker, the app or shared/,
// and not through a type import either, so that each module can be read, tested and moved alone.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const SOURCES = ["shared", "web/src", "worker"].map((folder) => join(ROOT, folder));
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });

/** The project's modules a file imports (relative paths only: packages cannot loop back). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith(".")) return [];
    const base = resolve(dirname(file), fileName);
    const found = EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path) && statSync(path).isFile());
    return found && /\.tsx?$/.test(found) ? [found] : [];
  });
}

/** The first loop found, as the chain of files that closes it; null when there is none. */
function findLoop(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (file: string, path: string[]): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return null;
    for (const next of graph.get(file) ?? []) {
      const loop = visit(next, [...path, file]);
      if (loop) return loop;
    }
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const loop = visit(file, []);
    if (loop) return loop;
  }
  return null;
}

it("no module imports itself through others, type imports included", () => {
  const files = SOURCES.flatMap(sourceFiles);
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  expect(graph.size).toBeGreaterThan(100);
  expect(findLoop(graph)?.map((file) => relative(ROOT, file)) ?? null).toBeNull();
});

it("counts a type import as an import", () => {
  // DataProvider.tsx imports nothing but a type from ./remote, which the app loads later.
  expect(importsOf(join(ROOT, "web/src/data/DataProvider.tsx"))).toContain(join(ROOT, "web/src/data/remote.ts"));
});

it("finds a loop, as the chain of files that closes it", () => {
  const graph = new Map([
    ["a.ts", ["b.ts"]],
    ["b.ts", ["c.ts"]],
    ["c.ts", ["b.ts"]],
  ]);
  expect(findLoop(graph)).toEqual(["b.ts", "c.ts", "b.ts"]);
});
