// D1's Sessions API, so that the database can be read from its replicas (docs/product.md §18):
// anonymous visitors read from the nearest copy ("first-unconstrained"); a signed-in person reads
// from the primary, then from any copy at least as recent as his last answer (its bookmark, kept in
// a cookie), so he always reads his own writes. Without replication turned on, every session is
// the primary: the same code runs either way.
import type { Context } from "hono";
import { D1_BOOKMARK_SECONDS } from "../../shared/limits";
import { cookieName, readCookie, writeCookie } from "./cookies";

/** The binding with its queries going through one session; the rest as the binding has it. */
class SessionDatabase implements D1Database {
  constructor(
    private readonly binding: D1Database,
    private readonly session: D1DatabaseSession,
  ) {}
  prepare(query: string) {
    return this.session.prepare(query);
  }
  batch<T = unknown>(statements: D1PreparedStatement[]) {
    return this.session.batch<T>(statements);
  }
  exec(query: string) {
    return this.binding.exec(query);
  }
  dump() {
    return this.binding.dump();
  }
  withSession(constraintOrBookmark?: string) {
    return this.binding.withSession(constraintOrBookmark);
  }
  bookmark() {
    return this.session.getBookmark();
  }
}

/** Where a request's reads start: the visitor's nearest copy, or for a signed-in person his own writes. */
function startOf(c: Context) {
  const bookmark = readCookie(c, "d1-bookmark");
  if (bookmark) return bookmark;
  return readCookie(c, "session") === undefined ? "first-unconstrained" : "first-primary";
}

/** Runs the request with `env.DB` in a D1 session, and gives a signed-in person the bookmark of his answer. */
export async function inD1Session(c: Context, next: () => Promise<void>): Promise<void> {
  const database = new SessionDatabase(c.env.DB, c.env.DB.withSession(startOf(c)));
  c.env = { ...c.env, DB: database };
  await next();
  const bookmark = database.bookmark();
  const session = cookieName(c, "session");
  const signedIn = readCookie(c, "session") !== undefined || c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${session}=`));
  if (bookmark && signedIn && c.res.status !== 101) {
    // Rebuilt: an answer of fetch() (a static file) has headers that cannot change.
    const response = c.res;
    c.res = undefined;
    c.res = new Response(response.body, response);
    writeCookie(c, "d1-bookmark", bookmark, { httpOnly: true, sameSite: "Lax", maxAge: D1_BOOKMARK_SECONDS });
  }
}
