#!/usr/bin/env node
// Summarises a V8 CPU profile (`npm run bench:http -- --cpu-prof=DIR` writes the portal's and the
// same-bytes reference's when they stop):
// the busy share of the samples (all but `(idle)`; `(program)` and `(garbage collector)` count as busy), the self time per package or part of the
// server (node_modules/<package>, the server's own bundle, Node's internals, native code, GC), and the
// functions with the most self time. Usage: node scripts/bench/cpu-profile-summary.mjs <file or DIR>
// [--top=N]; given a directory it reads the largest .cpuprofile in it (usually the portal's). Each sample weighs the wall time since the one before, so
// on a machine the load generator shares, a system call that wakes it (writev on loopback) is charged
// with the time the server then waits for its core: read the kernel's share with `perf` instead.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
const target = positionals[0];
const topCount = Number(values.top);
if (!target || !Number.isInteger(topCount) || topCount < 1) {
  console.error('usage: node scripts/bench/cpu-profile-summary.mjs <file.cpuprofile | DIR> [--top=N]');
  process.exit(1);
}

function largestProfile(dir) {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(dir, name));
  if (!files.length) throw new Error(`no .cpuprofile in ${dir}`);
  return files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
}

const file = fs.statSync(target).isDirectory() ? largestProfile(target) : target;
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

/** Where a frame's code lives: an npm package, the server bundle, Node itself, or V8's own buckets. */
function partOf({ functionName, url }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node (internals)';
  return path.basename(url);
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const intervals = new Map();
for (let index = 0; index < profile.samples.length; index += 1) {
  const id = profile.samples[index];
  intervals.set(id, (intervals.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
}

let totalUs = 0;
let idleUs = 0;
const parts = new Map();
const functions = new Map();
for (const [id, us] of intervals) {
  const { callFrame } = byId.get(id);
  totalUs += us;
  if (callFrame.functionName === '(idle)') {
    idleUs += us;
    continue;
  }
  const part = partOf(callFrame);
  parts.set(part, (parts.get(part) ?? 0) + us);
  const where = callFrame.url ? `${partOf(callFrame)}:${callFrame.lineNumber + 1}` : '';
  const key = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
  functions.set(key, (functions.get(key) ?? 0) + us);
}

const busyUs = totalUs - idleUs;
const share = (us) => `${((us / busyUs) * 100).toFixed(1).padStart(5)} %`;
const ms = (us) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);

console.log(
  `${path.basename(file)}: ${ms(totalUs).trim()} sampled, busy ${ms(busyUs).trim()} (${((busyUs / totalUs) * 100).toFixed(0)} %)`,
);
console.log('\nself time by part (share of busy):');
for (const [part, us] of top(parts, 15)) console.log(`${share(us)} ${ms(us)}  ${part}`);
console.log(`\nfunctions with the most self time (share of busy):`);
for (const [name, us] of top(functions, topCount)) console.log(`${share(us)} ${ms(us)}  ${name}`);
