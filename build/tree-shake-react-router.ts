// Lets the bundler leave out the parts of React Router the site never uses (NavLink, Form, the data
// router's route rendering…), which its code otherwise keeps.
import type { Plugin } from "vite";

const CONTEXT_TYPE = /^(\w+)\.contextType = (\w+);$/gm;

/**
 * A class given its `contextType` after its declaration (an assignment the bundler must keep, with the
 * class and all it uses) gets it as a static field of its own declaration instead: the same class,
 * left out when unused. Lines stay where they were.
 */
function staticContextTypes(code: string, changed: () => void): string {
  let result = code;
  for (const [assignment, name, context] of code.matchAll(CONTEXT_TYPE)) {
    const declaration = new RegExp(`^(var ${name} = class extends [\\w.]+ \\{)$`, "m");
    if (!declaration.test(result)) continue;
    result = result.replace(declaration, `$1 static contextType = ${context};`).replace(assignment, "");
    changed();
  }
  return result;
}

/**
 * React Router ships as one large module whose unused components still reach the bundle: each is
 * made by a call (`React.forwardRef(…)`, `React.createContext(…)`, `React.memo(…)`) and then given
 * a `displayName`, both of which the bundler must assume have effects. The calls are marked pure and
 * the names (read only by React's developer tools) dropped. It warns when it finds nothing to change
 * (React Router's code has changed).
 */
export const treeShakeReactRouter: Plugin = {
  name: "tree-shake-react-router",
  apply: "build",
  transform(code, id) {
    if (!id.includes("/node_modules/react-router/")) return null;
    let changes = 0;
    const shakeable = staticContextTypes(code, () => changes++)
      .replace(/^\w+\.displayName = "[^"]*";$/gm, () => (changes++, ""))
      .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, (_, call: string) => (changes++, `= /* @__PURE__ */ ${call}`));
    if (changes === 0 && /\bforwardRef\(/.test(code)) this.warn(`nothing to mark pure in ${id}: React Router's code has changed`);
    // Lines stay where they were: the source map still points at the right ones.
    return { code: shakeable, map: null };
  },
};
