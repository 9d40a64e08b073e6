// The address of the runtime itself behind `wrangler dev`: wrangler runs the Worker in one workerd
// process (its entry on a port of its own, `entry=127.0.0.1:0`) and answers the browser from a
// second one, a dev proxy that among other things runs every HTML answer through an HTMLRewriter
// to add its live-reload script. Cloudflare runs no such proxy: the bench measures the pages under
// load at both addresses (scripts/bench/load.mjs). Found from /proc, so on Linux only.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/**
 * The workerd processes of the process group `group` (the site the bench started) that run the Worker.
 * @param {number} group
 */
function workerRuntimes(group) {
  /** @type {string[]} */
  const pids = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // "pid (command) state ppid pgrp …": the command may hold spaces and brackets.
      const [, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      if (Number(pgrp) === group && command[0].endsWith("/workerd") && command.includes("--socket-addr=entry=127.0.0.1:0")) pids.push(pid);
    } catch {
      // the process has ended meanwhile
    }
  }
  return pids;
}

/**
 * The TCP ports the process `pid` listens on: its sockets' inodes, looked up in /proc/net/tcp{,6}.
 * @param {string} pid
 */
function listeningPorts(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // closed meanwhile
    }
  }
  const ports = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").trim().split("\n").slice(1)) {
      const columns = line.trim().split(/\s+/);
      const [local, , state, , , , , , inode] = columns.slice(1);
      if (state === "0A" && inodes.has(inode)) ports.push(Number.parseInt(local.split(":").at(-1) ?? "", 16));
    }
  }
  return ports;
}

/**
 * The origin at which the runtime of the site started in process group `group` answers, checked by
 * `GET probePath` giving `expected` bytes; null when it cannot be found (not Linux, another wrangler).
 * @param {number} group
 * @param {string} probePath
 * @param {Buffer} expected
 */
export async function runtimeOrigin(group, probePath, expected) {
  try {
    for (const pid of workerRuntimes(group)) {
      for (const port of listeningPorts(pid)) {
        const origin = `http://127.0.0.1:${port}`;
        try {
          const res = await fetch(`${origin}${probePath}`, { signal: AbortSignal.timeout(2000), redirect: "manual" });
          const body = Buffer.from(await res.arrayBuffer());
          if (res.status === 200 && body.equals(expected)) return origin;
        } catch {
          // another of its sockets (the inspector, the loopback service)
        }
      }
    }
  } catch {
    // no /proc
  }
  return null;
}
