// Loaded into the server under soak (NODE_OPTIONS=--import, see scripts/soak.mjs) and inert anywhere
// else: it acts only in the process running apps/api/dist/server.js with SOAK_PROBE_DIR set. It lets
// the soak read what /proc cannot tell from outside: the main thread's V8 heap and event-loop delay.
// - every 500 ms: `live.json` = process.memoryUsage() (the peak during the load is read from these)
// - on SIGUSR2: a full garbage collection, then `settled-<n>.json` = memoryUsage() and the event-loop
//   delay histogram since the previous SIGUSR2 (max, p99, mean in ms) and event-loop utilization
//   over the same span; both start afresh.
// A settled heap (after a GC) compares start and end without the noise of when V8 last collected.
// With PROBE_CPU_PROFILE_DIR set (bench:http --cpu-prof; Node refuses --cpu-prof in NODE_OPTIONS) it also
// records a CPU profile of the main thread from start to exit and writes it there as
// PROBE_CPU_PROFILE_NAME (server-<pid>.cpuprofile when unset).
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

const dir = process.env.SOAK_PROBE_DIR;
const isServer = /[\\/]dist[\\/]server\.js$/.test(process.argv[1] ?? '');

const cpuProfileDir = process.env.PROBE_CPU_PROFILE_DIR;
if (cpuProfileDir && isServer) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  // A session in the same thread answers synchronously, so the profile is written before the exit.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      fs.mkdirSync(cpuProfileDir, { recursive: true });
      fs.writeFileSync(
        path.join(cpuProfileDir, process.env.PROBE_CPU_PROFILE_NAME ?? `server-${process.pid}.cpuprofile`),
        JSON.stringify(result.profile),
      );
    });
  });
}

if (dir && isServer) {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let utilizationSince = performance.eventLoopUtilization();
  const write = (name, value) => {
    const file = path.join(dir, name);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(value));
    fs.renameSync(`${file}.tmp`, file); // the reader never sees half a file
  };
  setInterval(() => write('live.json', process.memoryUsage()), 500).unref();
  let count = 0;
  process.on('SIGUSR2', () => {
    gc();
    const ms = (ns) => ns / 1e6;
    const eventLoopDelay = {
      max: ms(delay.max),
      p99: ms(delay.percentile(99)),
      mean: ms(delay.mean),
      // The share of the time the main thread was busy (what under-pressure's maxEventLoopUtilization reads).
      utilization: performance.eventLoopUtilization(utilizationSince).utilization,
    };
    delay.reset();
    utilizationSince = performance.eventLoopUtilization();
    count += 1;
    write(`settled-${count}.json`, { memory: process.memoryUsage(), eventLoopDelay });
  });
}
