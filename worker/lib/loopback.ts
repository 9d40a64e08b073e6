// The machine itself, served over plain http by `npm start`: no redirect to https there
// (./security.ts), and cookies a browser keeps from http: (./cookies.ts).

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether the address is plain http to the machine itself. */
export function isPlainLoopback(address: string): boolean {
  const url = new URL(address);
  return url.protocol === "http:" && LOOPBACK.has(url.hostname);
}
