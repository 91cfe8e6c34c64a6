import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The soft limit on open file descriptors of this process (`ulimit -n`, RLIMIT_NOFILE), read once at
 * start. Node has no getrlimit: on Linux it is the "Max open files" line of /proc/self/limits; elsewhere
 * (macOS) a shell's `ulimit -n`, which inherits this process's limits. Infinity for "unlimited"; the
 * common default, 1024, when neither can be read.
 */
export function readDescriptorLimit(): number {
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft) return soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
  } catch {
    // Not Linux: ask a shell.
  }
  try {
    const soft = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2000 }).trim();
    return soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft) || DEFAULT_LIMIT;
  } catch {
    return DEFAULT_LIMIT;
  }
}

const DEFAULT_LIMIT = 1024;

/** Descriptors kept out of the connection cap: the database pool, files, uploads, logs, the runtime's own. */
export const RESERVED_DESCRIPTORS = 256;
/** With a large limit, a tenth of it stays in reserve instead (more instances of everything above). */
const RESERVED_SHARE = 0.1;
/** An "unlimited" process still gets a cap: each connection costs memory too. */
const UNLIMITED_CAP = 65_536;

/** The most client connections a process with `limit` descriptors may hold and still open its files. */
export function connectionCapFor(limit: number): number {
  if (!Number.isFinite(limit)) return UNLIMITED_CAP;
  const reserve = Math.max(RESERVED_DESCRIPTORS, Math.ceil(limit * RESERVED_SHARE));
  return Math.max(1, limit - reserve);
}

/** EMFILE (this process is out of descriptors) or ENFILE (the whole system is), anywhere in the cause chain. */
export function isOutOfDescriptors(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as NodeJS.ErrnoException).code;
    if (code === 'EMFILE' || code === 'ENFILE') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
