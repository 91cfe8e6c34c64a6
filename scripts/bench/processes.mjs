// Process facts from /proc (Linux): which process listens on a port (the real server under `npm start`'s
// wrappers), its resident memory, and running a command to completion with its output kept.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { onCleanup, stopGroup } from './cleanup.mjs';

function listeningInodes(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // fields: sl, local address, remote address, state (0A = LISTEN), …, inode (10th)
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** The pid of the process that listens on `port`, or null (only our own processes can be read). */
export function pidListeningOn(port) {
  const sockets = [...listeningInodes(port)].map((inode) => `socket:[${inode}]`);
  if (!sockets.length) return null;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds = [];
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // not ours, or gone
    }
    for (const fd of fds) {
      try {
        if (sockets.includes(fs.readlinkSync(`/proc/${entry}/fd/${fd}`))) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

function ownRssKb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0; // gone
  }
}

function childrenOf(pid) {
  const children = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, so read after ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // gone
    }
  }
  return children;
}

/** VmRSS in MB of a process and the processes it started (a database worker process, say). */
export function rssMb(pid) {
  let kb = ownRssKb(pid);
  for (const child of childrenOf(pid)) kb += rssMb(child) * 1024;
  return kb / 1024;
}

/**
 * Runs a command in its own process group and resolves its exit code and output; `onLine` sees each
 * output line as it comes. Ctrl-C meanwhile stops it with the rest.
 */
export function runCommand(command, args, { onLine = () => {}, ...options } = {}) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = onCleanup(() => stopGroup(child));
  let output = '';
  let partial = '';
  const take = (chunk) => {
    output += chunk;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };
  child.stdout.setEncoding('utf8').on('data', take);
  child.stderr.setEncoding('utf8').on('data', take);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (partial) onLine(partial);
      void stop();
      resolve({ code: code ?? 1, output });
    });
  });
}
