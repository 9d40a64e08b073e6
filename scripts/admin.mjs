// `npm run admin -- <command> <email> [--remote | --persist-to DIR]`: the owner's way back into the
// site, with no mail server (docs/product.md §14). On the local site (.wrangler/state, another
// folder with --persist-to or PERSIST_TO) or the deployed one (--remote), through wrangler d1
// (scripts/lib/wrangler.mjs).
//   reset-password <email> [--password-stdin]   a new password, asked twice on a terminal, otherwise
//                                               read from stdin; every session of the account ends
//                                               and its email's sign-in wait is lifted
//   grant-admin <email>, revoke-admin <email>   the role stored in the account (ADMIN_EMAILS grants
//                                               admin whatever it says)
// Emails and passwords are checked, passwords hashed and values written into SQL by the Worker's
// own modules (scripts/lib/worker-modules.mjs): the same rules, the same hash format.
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadWorkerModules } from "./lib/worker-modules.mjs";
import { parseTarget, runD1Statements, targetName } from "./lib/wrangler.mjs";

/**
 * @typedef {import("./lib/wrangler.mjs").Target} Target
 * @typedef {(rawEmail: string, options: string[], target: Target) => void | Promise<void>} Command
 */

const ROOT = new URL("..", import.meta.url).pathname;
const USAGE = `Usage:
  npm run admin -- reset-password <email> [--password-stdin] [--remote | --persist-to DIR]
  npm run admin -- grant-admin <email> [--remote | --persist-to DIR]
  npm run admin -- revoke-admin <email> [--remote | --persist-to DIR]`;

const { parseCredentials, parseEmail, hashPassword, NEW_SESSION_KEY, literalSql } = await loadWorkerModules(
  "worker/accounts/credentials.ts",
  "worker/accounts/password.ts",
  "worker/accounts/users.ts",
  "worker/transfer/tables.ts",
);

/**
 * The statement with its values written in as literals: the only way wrangler d1 execute takes a value.
 * @param {string} text
 * @param {...unknown} values
 * @returns {string}
 */
const sql = (text, ...values) => literalSql({ sql: text, values });

/**
 * The French sentence of the Worker's refusal (the field's own when it names one).
 * @param {any} error
 */
const refusal = (error) => error.fields?.[0]?.message ?? error.message;

/**
 * Reads a line on the terminal without showing it.
 * @param {string} question
 * @returns {Promise<string>}
 */
function askHidden(question) {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    let typed = "";
    const finish = (/** @type {() => void} */ settle) => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write("\n");
      settle();
    };
    /** @param {string} chunk */
    function onData(chunk) {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish(() => resolve(typed));
        if (char === "\u0003") return finish(() => reject(new Error("Cancelled.")));
        typed = char === "\u007f" || char === "\b" ? typed.slice(0, -1) : typed + char;
      }
    }
    process.stderr.write(question);
    input.setEncoding("utf8");
    input.setRawMode(true);
    input.on("data", onData);
    input.resume();
  });
}

/**
 * The new password: typed twice on a terminal, or the whole of stdin less its final line break.
 * @param {boolean} fromStdin
 */
async function newPassword(fromStdin) {
  if (fromStdin || !process.stdin.isTTY) return readFileSync(0, "utf8").replace(/\r?\n$/, "");
  const password = await askHidden("Nouveau mot de passe : ");
  if ((await askHidden("Confirmer le mot de passe : ")) !== password) throw new Error("Les mots de passe ne correspondent pas");
  return password;
}

/**
 * Runs the statements; fails when the first one (the account's update) found no account.
 * @param {string} email
 * @param {string[]} statements
 * @param {Target} target
 */
function updateAccount(email, statements, target) {
  const [updated] = runD1Statements(statements.join(";\n"), target);
  if (updated.length === 0) throw new Error(`No account with the email ${email} on ${targetName(target)}.`);
}

/**
 * @param {string} rawEmail
 * @param {string[]} options
 * @param {Target} target
 */
async function resetPassword(rawEmail, options, target) {
  const { email, password } = parseCredentials({ email: rawEmail, password: await newPassword(options.includes("--password-stdin")) }, "signup");
  const hash = await hashPassword(password);
  updateAccount(
    email,
    [
      sql(`UPDATE users SET password_hash = ?, session_key = ${NEW_SESSION_KEY} WHERE email = ? RETURNING id`, hash, email),
      sql("DELETE FROM attempts WHERE key = ?", `email:${email}`),
    ],
    target,
  );
  console.log(`Password of ${email} changed on ${targetName(target)}; every session of the account has ended.`);
}

/** The emails ADMIN_EMAILS lists in wrangler.toml, which make an account admin whatever its stored role. */
function configuredAdmins() {
  const value = /^\s*ADMIN_EMAILS\s*=\s*"([^"]*)"/m.exec(readFileSync(path.join(ROOT, "wrangler.toml"), "utf8"))?.[1] ?? "";
  return value.split(",").map((email) => email.trim().toLowerCase());
}

/**
 * @param {"admin" | "user"} role
 * @returns {Command}
 */
function setRole(role) {
  return (rawEmail, _options, target) => {
    const email = parseEmail(rawEmail);
    updateAccount(email, [sql("UPDATE users SET role = ? WHERE email = ? RETURNING id", role, email)], target);
    console.log(`${email} is now "${role}" on ${targetName(target)}, from its next request.`);
    if (role === "user" && configuredAdmins().includes(email)) {
      console.warn(`It stays admin while ADMIN_EMAILS in wrangler.toml lists it: remove it there, then npm run deploy.`);
    }
  };
}

/** @type {Record<string, Command>} */
const COMMANDS = { "reset-password": resetPassword, "grant-admin": setRole("admin"), "revoke-admin": setRole("user") };

try {
  const { target, rest } = parseTarget(process.argv.slice(2));
  const [command, email, ...options] = rest;
  const unknown = options.filter((option) => option !== "--password-stdin" || command !== "reset-password");
  if (!COMMANDS[command] || !email || unknown.length > 0) {
    console.error(USAGE);
    process.exit(1);
  }
  await COMMANDS[command](email, options, target);
} catch (error) {
  console.error(`✖ ${refusal(error)}`);
  process.exit(1);
}
