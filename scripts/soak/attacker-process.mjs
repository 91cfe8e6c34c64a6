// The soak's side of the attacker process (attacker.mjs): started once per soak, before anything
// else, so it keeps this shell's hard descriptor limit even when `--server-nofile` lowers the soak's
// own afterwards. Node raises its soft limit to the hard limit at start-up, so the attacker gets the
// hard limit without a `ulimit` of its own; it reports what it got, and a limit too small for its
// sockets stops the soak before anything is measured.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { spawnGroup, stopGroup } from '../bench/cleanup.mjs';

const ATTACKER = path.join(path.dirname(new URL(import.meta.url).pathname), 'attacker.mjs');
// Descriptors the attacker uses besides its sockets: stdio, the event loop's own, the PNG in memory.
const SPARE_DESCRIPTORS = 64;
const ANSWER_TIMEOUT_MS = 60_000;

/** The soft and hard "Max open files" of a process ('unlimited' reads as Infinity). */
export function openFileLimit(pid = 'self') {
  const text = fs.readFileSync(`/proc/${pid}/limits`, 'utf8');
  const line = /^Max open files\s+(\S+)\s+(\S+)/m.exec(text);
  const read = (value) => (value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value));
  return { soft: read(line?.[1]), hard: read(line?.[2]) };
}

/**
 * Lowers this process's own descriptor limit (soft and hard) to `limit`, so the servers and
 * databases it starts from now on inherit it (util-linux prlimit: Node cannot set limits itself).
 */
export function lowerOwnOpenFileLimit(limit) {
  try {
    execFileSync('prlimit', [`--pid=${process.pid}`, `--nofile=${limit}:${limit}`]);
  } catch (error) {
    throw new Error(`--server-nofile needs prlimit (util-linux): ${error.message}`);
  }
  const { soft, hard } = openFileLimit();
  if (soft !== limit || hard !== limit) throw new Error(`prlimit left the limit at ${soft}:${hard}`);
}

/** Starts attacker.mjs; resolves the handle once it is up, with the descriptor limit it got. */
export async function startAttackerProcess({ socketsNeeded }) {
  const child = spawnGroup(process.execPath, [ATTACKER], { stdio: ['pipe', 'pipe', 'inherit'] });
  const events = readline.createInterface({ input: child.stdout });
  const waiting = new Map();
  let exited = false;
  events.on('line', (line) => {
    const message = JSON.parse(line);
    waiting.get(message.event)?.(message);
    waiting.delete(message.event);
  });
  child.once('exit', (code) => {
    exited = true;
    for (const [event, resolve] of waiting) resolve({ event, error: `the attacker exited (${code})` });
    waiting.clear();
  });
  const next = (event) =>
    new Promise((resolve, reject) => {
      if (exited) return reject(new Error('the attacker process has exited'));
      const timer = setTimeout(() => reject(new Error(`the attacker sent no "${event}"`)), ANSWER_TIMEOUT_MS);
      waiting.set(event, (message) => {
        clearTimeout(timer);
        if (message.error) reject(new Error(message.error));
        else resolve(message);
      });
    });
  const up = await next('up');
  const needed = socketsNeeded + SPARE_DESCRIPTORS;
  if (up.nofile.soft < needed) {
    await stopGroup(child);
    throw new Error(
      `the attacker needs ${needed} open files but its limit is ${up.nofile.soft} (hard ${up.nofile.hard}); ` +
        `raise the hard limit (ulimit -Hn ${needed}, LimitNOFILE) or lower --idle-sockets`,
    );
  }
  const send = (command) => child.stdin.write(`${JSON.stringify(command)}\n`);
  return {
    nofile: up.nofile,
    /** Starts the attack; resolves once its idle sockets are open (or 10 s have passed). */
    async start(command) {
      const ready = next('ready');
      send({ cmd: 'start', ...command });
      return ready;
    },
    /** Stops the attack; resolves its figures. */
    async stop() {
      const report = next('report');
      send({ cmd: 'stop' });
      return report;
    },
  };
}
