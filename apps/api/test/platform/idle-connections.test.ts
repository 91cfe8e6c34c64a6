import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AVAILABILITY_MESSAGES, ZReadiness } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillFromTemplate } from '../helpers/data-dir-template.ts';
import { probe } from '../helpers/http-probe.ts';
import {
  signInStudent,
  startOwnPostgres,
  startPortal,
  type TPortalProcess,
} from '../helpers/portal-process.ts';

/**
 * Idle connections cannot use up the descriptors: a real process under
 * `ulimit -n 1024` gets 1,500 connections that send nothing. Before the fix it died within a second
 * or two (EMFILE thrown by the overload sampler's process.memoryUsage() in a timer). Now it caps its
 * connections below the limit, closing the idle ones first, keeps answering, says "full" in its
 * readiness check while at the cap, and is ready again once they are gone.
 */

const FILE_LIMIT = 1024;
const IDLE_SOCKETS = 1500;
/** Several samples of the overload monitor (one a second): long enough for the old crash. */
const HOLD_MS = Number(process.env.IDLE_HOLD_MS ?? 4000);

function openIdleSockets(port: number, count: number) {
  let closedByServer = 0;
  const sockets = Array.from({ length: count }, () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.on('close', () => {
      closedByServer += 1;
    });
    return socket;
  });
  return {
    closedByServer: () => closedByServer,
    destroy: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** A portal under `ulimit -n 1024` (own PostgreSQL cluster under test:pg), signed in as one student. */
function portalUnderFileLimit(extraEnv: Record<string, string>) {
  const state = {} as { portal: TPortalProcess; token: string; exitCode?: number };
  let dataDir = '';
  let postgres: { url: string; stop: () => void } | undefined;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-idle-'));
    await fillFromTemplate(dataDir);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      OTP_OUTBOX: path.join(dataDir, 'outbox.jsonl'),
      ...extraEnv,
    };
    if (process.env.TEST_DATABASE_URL) {
      postgres = await startOwnPostgres();
      env.DATABASE_URL = postgres.url;
    }
    state.portal = await startPortal(env, 170_000, FILE_LIMIT);
    void state.portal.exited.then((code) => {
      state.exitCode = code;
    });
    ({ token: state.token } = await signInStudent(state.portal.base, env.OTP_OUTBOX ?? '', '9876500014'));
  }, 200_000);
  afterAll(async () => {
    state.portal?.child.kill('SIGTERM');
    await state.portal?.exited;
    postgres?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return state;
}

/** One request written on an open connection; resolves with the status line and the body. */
function requestOn(socket: net.Socket, head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      if (end < 0 || Buffer.byteLength(text.slice(end + 4)) < length) return;
      socket.off('data', onData);
      resolve({ status: Number(text.split(' ')[1]), body: text.slice(end + 4) });
    };
    socket.on('data', onData);
    socket.write(`${head}\r\nHost: portal\r\n\r\n`);
  });
}

describe(`${IDLE_SOCKETS} idle connections at ulimit -n ${FILE_LIMIT}`, { timeout: 240_000 }, () => {
  const state = portalUnderFileLimit({});

  it('keeps serving, says "full" while at the cap, and recovers once they close', async () => {
    const { portal, token } = state;
    const port = Number(new URL(portal.base).port);
    const idle = openIdleSockets(port, IDLE_SOCKETS);
    await new Promise((r) => setTimeout(r, HOLD_MS));

    // A fresh client still gets an answer while the idle sockets are held.
    const live = await probe(portal.base, '/api/health/live', 5000);
    const ready = await probe(portal.base, '/api/health', 5000);
    console.log(
      `idle sockets: ${IDLE_SOCKETS} opened, ${idle.closedByServer()} closed by the server; ` +
        `liveness ${live.status} in ${live.ms.toFixed(0)} ms, readiness ${ready.status} ${ready.body}`,
    );
    expect(state.exitCode, `the portal exited:\n${portal.output().slice(-2000)}`).toBeUndefined();
    expect(live.status).toBe(200);
    expect(ready.status).toBe(503);
    expect(ZReadiness.parse(JSON.parse(ready.body)).checks.connections).toBe('full');
    // The server closed idle ones rather than hold them all.
    expect(idle.closedByServer()).toBeGreaterThan(IDLE_SOCKETS - FILE_LIMIT);

    idle.destroy();
    await expect
      .poll(async () => (await probe(portal.base, '/api/health')).status, { timeout: 15_000, interval: 250 })
      .toBe(200);
    const listing = await fetch(`${portal.base}/api/course/filter`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(listing.status).toBe(200);
    expect(state.exitCode).toBeUndefined();
  });
});

describe('descriptors used up anyway (MAX_CONNECTIONS set above the limit)', { timeout: 240_000 }, () => {
  const state = portalUnderFileLimit({ MAX_CONNECTIONS: '5000' });

  it('answers a request that needs a file with 503 + Retry-After, and lives on', async () => {
    const { portal } = state;
    const port = Number(new URL(portal.base).port);
    // Opened before the descriptors run out: the one connection that can still be answered on.
    const kept = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => kept.once('connect', resolve));
    const idle = openIdleSockets(port, IDLE_SOCKETS);
    await new Promise((r) => setTimeout(r, HOLD_MS));

    // Sending a sign-in code appends to the OTP outbox file: no descriptor left for it.
    const sent = await requestOn(
      kept,
      'POST /otp/generate?mobileNumber=9876500016 HTTP/1.1\r\nContent-Length: 0',
    );
    console.log(`out of descriptors: /otp/generate ${sent.status} ${sent.body}`);
    expect(state.exitCode, `the portal exited:\n${portal.output().slice(-2000)}`).toBeUndefined();
    expect(sent.status).toBe(503);
    expect(JSON.parse(sent.body)).toMatchObject({
      status: 'SERVICE_UNAVAILABLE',
      message: AVAILABILITY_MESSAGES.overloaded,
    });
    expect((await requestOn(kept, 'GET /api/health/live HTTP/1.1')).status).toBe(200);
    kept.destroy();

    idle.destroy();
    await expect
      .poll(async () => (await probe(portal.base, '/api/health')).status, { timeout: 15_000, interval: 250 })
      .toBe(200);
    const again = await fetch(`${portal.base}/otp/generate?mobileNumber=9876500016`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(state.exitCode).toBeUndefined();
  });
});
