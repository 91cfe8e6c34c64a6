#!/usr/bin/env node
// The soak's attacker (`npm run soak -- --attack`), a process of its own so that its sockets count
// against its own descriptor limit (not the load generator's) and its work does not delay the
// measured mix's event loop. Spoken to in JSON lines: stdin takes {"cmd":"start", …} then
// {"cmd":"stop"}; stdout says {"event":"up"}, {"event":"ready"} (idle sockets opened) and
// {"event":"report", …} (the figures); one process serves every run of the soak. An attack stops by
// itself `maxSeconds` after its start, and the process exits as soon as stdin closes (the soak has
// gone), so nothing it opens outlives the run.
import fs from 'node:fs';
import readline from 'node:readline';
import { holdIdleSockets } from './attack-idle.mjs';
import { floodPhotos } from './attack-photo.mjs';
import { trickleBodies } from './attack-slow.mjs';

// "ready" once this share of the idle sockets is connected, or after READY_WAIT_MS whatever the count.
const READY_SHARE = 0.99;
const READY_WAIT_MS = 10_000;

const say = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

function openFileLimit() {
  const line = /^Max open files\s+(\S+)\s+(\S+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
  return { soft: Number(line?.[1]), hard: Number(line?.[2]) };
}

let attack = null;
let deadline = null;
// Figures of an attack its deadline stopped, kept for the "stop" that asks for them.
let stoppedEarly = null;

async function start(command) {
  const { host, port } = command;
  const idle = holdIdleSockets({ host, port, count: command.idleSockets });
  const slow = trickleBodies({ host, port, bodies: command.slowBodies, trickleMs: command.trickleMs });
  const photo = command.photo.streams > 0 ? floodPhotos({ host, port, ...command.photo }) : null;
  attack = { idle, slow, photo };
  stoppedEarly = null;
  deadline = setTimeout(async () => {
    stoppedEarly = { ...(await collect()), stoppedByDeadline: true };
  }, command.maxSeconds * 1000);
  const startedAt = performance.now();
  while (
    idle.connected() < command.idleSockets * READY_SHARE &&
    performance.now() - startedAt < READY_WAIT_MS
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  say({ event: 'ready', connected: idle.connected(), afterMs: performance.now() - startedAt });
}

/** Ends the attack in progress (if any): every socket closed, every loop stopped; its figures. */
async function collect() {
  clearTimeout(deadline);
  if (!attack) return null;
  const { idle, slow, photo } = attack;
  attack = null;
  return { idle: idle.stop(), slow: slow.stop(), photo: photo ? await photo.stop() : null };
}

say({ event: 'up', nofile: openFileLimit() });
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', async (line) => {
  const command = JSON.parse(line);
  if (command.cmd === 'start') await start(command);
  if (command.cmd === 'stop') say({ event: 'report', ...((await collect()) ?? stoppedEarly) });
});
lines.on('close', async () => {
  await collect();
  process.exit(0);
});
