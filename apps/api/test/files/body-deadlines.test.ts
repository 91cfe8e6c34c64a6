import fs from 'node:fs/promises';
import path from 'node:path';
import { BODY_DEADLINE_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, nextMobileNumber, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { trickleRequest } from '../helpers/trickle.ts';
import { storageRootOf, storedState } from './stored-state.ts';

/**
 * Over real HTTP, with the contract's deadlines scaled down (the production ones are seconds and
 * minutes): a body that arrives too slowly, or not within its deadline, is answered 408 and its
 * connection closed, and an upload it belonged to gives back its slot and its staging file.
 */
const t = useTestApp({
  bodyDeadlines: {
    minBytesPerSecond: 500,
    graceMs: 1000,
    jsonDeadlineMs: 3000,
    uploadDeadlineBaseMs: 1000,
    checkEveryMs: 100,
  },
});
let base = '';
let student: TSignedIn;
beforeAll(async () => {
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  student = await createSignedInUser(t.app);
});
afterAll(async () => {
  await t.app.close();
});

const FORM_START =
  '--xx\r\nContent-Disposition: form-data; name="type"\r\n\r\nPASSPORT\r\n' +
  '--xx\r\nContent-Disposition: form-data; name="file"; filename="p.pdf"\r\n\r\n%PDF-1.4\n';

const jsonHead = (method: string, url: string, body: string, auth?: string) =>
  [
    `${method} ${url} HTTP/1.1`,
    'Host: localhost',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...(auth ? [`Authorization: ${auth}`] : []),
  ].join('\r\n');

/** The 408 every cut body gets: the contract's message, and the connection closed after it. */
function expectCut(result: Awaited<ReturnType<typeof trickleRequest>>) {
  expect(result.status).toBe(408);
  expect(result.text).toContain(BODY_DEADLINE_MESSAGES.tooSlow);
  expect(result.text.toLowerCase()).toContain('connection: close');
  expect(result.closedByServer).toBe(true);
}

describe('a body slower than the minimum rate', () => {
  it('cuts a trickled upload: 408, its slot free again and no staging file left', async () => {
    const before = await storedState(t);
    const staging = path.join(await storageRootOf(t), 'staging');
    const stagedFiles = async () => (await fs.readdir(staging).catch(() => [])).length;
    let sawStaged = false;
    const watching = (async () => {
      for (let i = 0; i < 100 && !sawStaged; i++) {
        sawStaged = (await stagedFiles()) > 0;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    })();
    const result = await trickleRequest(base, {
      head: [
        'POST /student/document/upload HTTP/1.1',
        'Host: localhost',
        `Authorization: ${student.headers.authorization}`,
        'Content-Type: multipart/form-data; boundary=xx',
        'Content-Length: 20000',
      ].join('\r\n'),
      start: FORM_START,
      rest: 'x'.repeat(19_000),
      everyMs: 300,
      giveUpMs: 8000,
    });
    await watching;
    expectCut(result);
    // Cut by the rate once the grace second is over, not held until the client gives up.
    expect(result.elapsedMs).toBeLessThan(5000);
    expect(sawStaged).toBe(true);
    await expect.poll(() => slotsInUse(), { timeout: 5000, interval: 50 }).toBe(0);
    await expect.poll(() => stagedFiles(), { timeout: 5000, interval: 50 }).toBe(0);
    expect(await storedState(t)).toEqual(before);
  });

  it('cuts a trickled JSON profile update and changes nothing', async () => {
    const body = JSON.stringify({ city: 'Slowtown' }).padEnd(100, ' ');
    const result = await trickleRequest(base, {
      head: jsonHead('PUT', '/api/student-profiles', body, student.headers.authorization),
      rest: body,
      everyMs: 300,
      giveUpMs: 8000,
    });
    expectCut(result);
    expect(result.elapsedMs).toBeLessThan(5000);
    const profile = await fetch(`${base}/api/student-profiles`, { headers: student.headers });
    expect(((await profile.json()) as { city: string }).city).not.toBe('Slowtown');
  });

  it('cuts a trickled /otp/verify body', async () => {
    const body = JSON.stringify({ mobileNumber: nextMobileNumber(), otp: '123456' });
    const result = await trickleRequest(base, {
      head: jsonHead('POST', '/otp/verify', body),
      rest: body,
      everyMs: 300,
      giveUpMs: 8000,
    });
    expectCut(result);
    expect(result.elapsedMs).toBeLessThan(5000);
  });
});

describe('a body past its whole-body deadline', () => {
  it('cuts a JSON body that keeps above the rate but does not end within the JSON deadline', async () => {
    // 40 bytes every 10 ms: ~4,000 B/s (still 8 times the 500 B/s floor if timers run late on a busy
    // machine); 16 KB takes 4 s or more, past the 3 s deadline.
    const body = JSON.stringify({ mobileNumber: nextMobileNumber(), otp: '123456', pad: 'x'.repeat(16_000) });
    const result = await trickleRequest(base, {
      head: jsonHead('POST', '/otp/verify', body),
      rest: body,
      everyMs: 10,
      bytesPerTick: 40,
      giveUpMs: 10_000,
    });
    expectCut(result);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(2900);
    expect(result.elapsedMs).toBeLessThan(5000);
  });

  it('lets a slow body through that keeps the rate and ends in time', async () => {
    // 200 bytes every 100 ms: 2,000 B/s for 1.2 s, past the grace second; within the rate and the
    // deadline even if timers run twice as late.
    const padded = JSON.stringify({ city: 'Steadyville' }).padEnd(2400, ' ');
    const result = await trickleRequest(base, {
      head: jsonHead('PUT', '/api/student-profiles', padded, student.headers.authorization),
      rest: padded,
      everyMs: 100,
      bytesPerTick: 200,
      giveUpMs: 8000,
    });
    expect(result.status).toBe(200);
    expect(result.text).toContain('Steadyville');
    expect(result.elapsedMs).toBeGreaterThan(1000);
  });
});

/** Upload slots taken plus uploads waiting, over both pools. */
function slotsInUse(): number {
  const { running, queued } = t.app.uploadSlots.usage();
  return running + queued;
}
