// The attack run of `npm run soak -- --attack`: the attacker (its own process) opens its idle
// sockets, starts its slow bodies and its photo flood, and once the sockets are open the normal mix
// runs exactly as in the quiet run before it; then the attacker stops and reports, and the server is
// asked whether it is still there.
import { slowBodies } from './attack-accounts.mjs';

const LIVE_TIMEOUT_MS = 5000;
// After the attack stops, the server may first finish what it queued: it has this long to answer.
const RECOVER_WITHIN_MS = 30_000;
// The attacker stops by itself this long after the mix should have ended.
const ATTACK_MARGIN_S = 60;

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether the server is alive after the attack: its process exists and its liveness answers 200
 * within 30 s (asked with a 5 s timeout, again each second until then).
 */
export async function checkAlive(portal) {
  const startedAt = performance.now();
  let last = '';
  while (performance.now() - startedAt < RECOVER_WITHIN_MS) {
    if (!isRunning(portal.pid))
      return { isAlive: false, isRunning: false, detail: `process ${portal.pid} is gone` };
    try {
      const response = await fetch(`${portal.baseUrl}/api/health/live`, {
        signal: AbortSignal.timeout(LIVE_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      last = String(response.status);
      if (response.status === 200) {
        const after = ((performance.now() - startedAt) / 1000).toFixed(1);
        return {
          isAlive: true,
          isRunning: true,
          detail: `process ${portal.pid} running, /api/health/live 200 ${after} s after the attack stopped`,
        };
      }
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return {
    isAlive: false,
    isRunning: isRunning(portal.pid),
    detail: `process ${portal.pid} ${isRunning(portal.pid) ? 'running' : 'gone'}, /api/health/live not 200 within ${RECOVER_WITHIN_MS / 1000} s (last: ${last})`,
  };
}

/**
 * Runs `measure()` (the mix) under attack; resolves { measured, attacker } (the attacker's figures).
 */
export async function underAttack({ attacker, portal, accounts, options, log, measure }) {
  const { port, hostname } = new URL(portal.baseUrl);
  const ready = await attacker.start({
    host: hostname,
    port: Number(port),
    idleSockets: options.idleSockets,
    slowBodies: slowBodies(accounts.slowTokens, options),
    trickleMs: options.trickleSeconds * 1000,
    photo: { token: accounts.photoToken, streams: options.photoStreams },
    maxSeconds: options.seconds + ATTACK_MARGIN_S,
  });
  log(
    `attacker: ${ready.connected} of ${options.idleSockets} idle sockets connected after ${(ready.afterMs / 1000).toFixed(1)} s, ` +
      `${options.uploads} slow uploads and ${options.jsonBodies} slow JSON bodies trickling, photo flood on`,
  );
  try {
    return { measured: await measure(), attacker: await attacker.stop() };
  } catch (error) {
    await attacker.stop().catch(() => {});
    throw error;
  }
}
