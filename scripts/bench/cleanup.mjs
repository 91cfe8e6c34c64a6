// What the benchmark started (process groups, temporary folders, PostgreSQL clusters) is undone here,
// last first: on a normal end, on an error, on Ctrl-C or SIGTERM. The children run in their own process
// groups (spawned detached), so stopping a group also stops what `npm start` spawned under it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tasks = [];
const groups = new Set();

/** Registers an undo step; the returned function runs it now (once) and forgets it. */
export function onCleanup(task) {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    tasks.splice(tasks.indexOf(once), 1);
    await task();
  };
  tasks.push(once);
  return once;
}

/** How many undo steps are registered: cleanUpTo(mark) later undoes only what came after. */
export const cleanupMark = () => tasks.length;

export async function cleanUpTo(mark) {
  while (tasks.length > mark) {
    try {
      await tasks[tasks.length - 1]();
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
    }
  }
}

export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-bench-${prefix}-`));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const signalGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
};

/** Stops a detached child's whole process group: SIGTERM, then SIGKILL after `graceMs`. */
export function stopGroup(child, graceMs = 10_000) {
  groups.delete(child.pid);
  if (child.exitCode !== null || child.signalCode !== null) {
    signalGroup(child.pid, 'SIGKILL'); // grandchildren may outlive their parent
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signalGroup(child.pid, 'SIGKILL');
      resolve();
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      // Give the group's other members a moment to finish their own shutdown, then make sure.
      setTimeout(() => {
        signalGroup(child.pid, 'SIGKILL');
        resolve();
      }, 300);
    });
    signalGroup(child.pid, 'SIGTERM');
  });
}

/** spawn() in a new process group that is stopped at cleanup (and killed if this process dies). */
export function spawnGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  groups.add(child.pid);
  onCleanup(() => stopGroup(child));
  return child;
}

// A synchronous last resort: an 'exit' handler cannot wait, so whatever is still running is killed.
process.on('exit', () => {
  for (const pid of groups) signalGroup(pid, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmark's processes and removing its files…`);
    void cleanUpTo(0).finally(() => process.exit(130));
  });
}
