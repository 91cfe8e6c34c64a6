// The attack run of `npm run soak -- --attack`: the attacker (its own process) opens its idle
// sockets, starts its slow bodies and its photo flood, and once the sockets are open the normal mix
// runs exactly as in the quiet run before it; then the attacker stops and reports, and the server is
// asked whether it is still there.
import { slowBodies } from './attack-accounts.mjs';

const LIVE_TIMEOUT_MS = 5000;
// The attacker stops by itself this long after the mix should have ended.
const ATTACK_MARGIN_S = 60;

/** Whether the server's process exists and its liveness answers 200. */
export async function checkAlive(portal) {
  try {
    process.kill(portal.pid, 0);
  } catch {
    return { isAlive: false, detail: `process ${portal.pid} is gone` };
  }
  try {
    const response = await fetch(`${portal.baseUrl}/api/health/live`, {
      signal: AbortSignal.timeout(LIVE_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return {
      isAlive: response.status === 200,
      detail: `process ${portal.pid} running, /api/health/live ${response.status}`,
    };
  } catch (error) {
    return { isAlive: false, detail: `process ${portal.pid} running, /api/health/live: ${error.message}` };
  }
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
    `attacker: ${ready.held} of ${options.idleSockets} idle sockets open after ${(ready.afterMs / 1000).toFixed(1)} s, ` +
      `${options.uploads} slow uploads and ${options.jsonBodies} slow JSON bodies trickling, photo flood on`,
  );
  try {
    return { measured: await measure(), attacker: await attacker.stop() };
  } catch (error) {
    await attacker.stop().catch(() => {});
    throw error;
  }
}
