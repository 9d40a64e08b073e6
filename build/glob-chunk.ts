// A chunk whose modules are named by globs, listed in build/<name>-chunk.ts: the bundler's group, and
// a check that fails the build when a glob matches no module, so that a moved or renamed file is caught.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createFilter, type Plugin, type Rolldown } from "vite";

/**
 * Paths from the repository's root: a module is in the chunk when it matches one of `include` and none of
 * `exclude`. A package's module is named from its node_modules/, wherever that folder is.
 */
export interface ChunkGlobs {
  include: string[];
  exclude: string[];
  /**
   * Only the modules the globs name: what they import from elsewhere stays in its own chunk (a
   * page's group must not pull in what other pages load too). By default their imports come along.
   */
  ownModulesOnly?: true;
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** A module's path as the globs name it: from the root, or from node_modules/ (a copy of the code may link to the root's). */
function globPath(id: string): string {
  const packages = id.lastIndexOf("/node_modules/");
  return packages >= 0 ? id.slice(packages + 1) : path.relative(ROOT, id);
}

function matcher(include: string[], exclude: string[] = []): (id: string) => boolean {
  const matches = createFilter(include, exclude, { resolve: false });
  return (id) => matches(globPath(id));
}

/** The globs of `globs` that match none of the module ids `ids`. */
function unmatched(globs: ChunkGlobs, ids: string[]): string[] {
  return [...globs.include, ...globs.exclude].filter((glob) => !ids.some(matcher([glob])));
}

/** The chunk `name` as a group for the bundler (output.codeSplitting.groups), and the plugin that checks its globs. */
export function globChunk(name: string, globs: ChunkGlobs): { group: Rolldown.CodeSplittingGroup; check: Plugin } {
  const inChunk = matcher(globs.include, globs.exclude);
  const check: Plugin = {
    name: `glob-chunk-${name}`,
    apply: "build",
    buildEnd(error) {
      if (error) return;
      const stale = unmatched(globs, [...this.getModuleIds()]);
      if (stale.length > 0) this.error(`no module of the build matches ${stale.join(", ")}: a file has moved, update build/${name}-chunk.ts`);
    },
  };
  const group: Rolldown.CodeSplittingGroup = { name, test: (id) => inChunk(id) };
  if (globs.ownModulesOnly) group.includeDependenciesRecursively = false;
  return { group, check };
}
