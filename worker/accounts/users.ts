// The accounts in D1, and who among them is admin.
import type { Role } from "../env";
import { guardD1 } from "../lib/storage";

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  role: Role;
  /** Random, from the database; a session token carries it (docs/product.md §14). */
  session_key: string;
}

/** SQL for a new session key, as the users table makes them: 128 random bits in hex. */
export const NEW_SESSION_KEY = "lower(hex(randomblob(16)))";

/** Emails are compared trimmed and lower-cased, everywhere. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const adminEmails = (env: Env) => new Set((env.ADMIN_EMAILS ?? "").split(",").map(normalizeEmail).filter(Boolean));

/** Admin by the stored role (first account, or set by hand) or by ADMIN_EMAILS, read on every request. */
export const roleOf = (user: UserRow, env: Env): Role => (user.role === "admin" || adminEmails(env).has(user.email) ? "admin" : "user");

export const findUserById = (db: D1Database, id: number) => guardD1(db.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<UserRow>());

export const findUserByEmail = (db: D1Database, email: string) => guardD1(db.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<UserRow>());

/**
 * The new account, or null when the email is taken. One statement, so that two sign-ups racing on
 * an empty database cannot both become "the first account". The first-account rule only holds
 * while ADMIN_EMAILS is empty: once the DJ's email is configured, a stranger who signs up first on
 * a fresh production database gets nothing.
 */
export const createUser = (env: Env, email: string, passwordHash: string) =>
  guardD1(
    env.DB.prepare(
      `INSERT INTO users (email, password_hash, role)
         SELECT ?, ?, CASE WHEN ? OR EXISTS (SELECT 1 FROM users) THEN 'user' ELSE 'admin' END
         WHERE true -- SQLite needs a WHERE before an upsert's ON CONFLICT after a SELECT
         ON CONFLICT (email) DO NOTHING RETURNING *`,
    )
      .bind(email, passwordHash, adminEmails(env).size > 0)
      .first<UserRow>(),
  );

/** Logout: a new session key, so every token issued so far for this account stops being valid. */
export const revokeSessions = (db: D1Database, id: number) =>
  guardD1(db.prepare(`UPDATE users SET session_key = ${NEW_SESSION_KEY} WHERE id = ?`).bind(id).run());
