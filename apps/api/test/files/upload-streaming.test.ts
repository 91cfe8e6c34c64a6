import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { LIMITS, UPLOAD_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { storedState } from './stored-state.ts';

/**
 * Uploads over real HTTP to a listening server: the process must not hold whole files in memory,
 * and a refused or aborted upload leaves no file and no row behind.
 */
const t = useTestApp();
let base = '';
const students: TSignedIn[] = [];
const MB = 1024 * 1024;

beforeAll(async () => {
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  for (let i = 0; i < 20; i++) students.push(await createSignedInUser(t.app));
});
afterAll(async () => {
  // The aborted upload's connection is not closed by this test's client (undici keeps the socket
  // after the abort) and the server waits ~70 s (keep-alive) for the rest of its body: end it here.
  t.app.server.closeAllConnections();
  await t.app.close();
});

/** A real PDF padded to `size` bytes (content checks pass: it starts with %PDF). */
const pdfOf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  tinyPdf().copy(bytes);
  return bytes;
};

const upload = (student: TSignedIn, file: Blob, signal?: AbortSignal) => {
  const form = new FormData();
  form.append('type', 'PASSPORT');
  form.append('file', file, 'passport.pdf');
  return fetch(`${base}/student/document/upload`, {
    method: 'POST',
    headers: student.headers,
    body: form,
    signal,
  });
};

describe('streamed uploads', () => {
  it('takes twenty parallel 10 MB uploads without holding them in memory', async () => {
    // One Blob shared by every request: the client side holds the 10 MB once, before the baseline.
    const filePath = path.join(os.tmpdir(), `portal-upload-${process.pid}.pdf`);
    await fs.writeFile(filePath, pdfOf(LIMITS.documentMaxBytes - 1024));
    const before = retainedBytes();
    const rssBefore = process.memoryUsage().rss;
    let peak = before;
    let rssPeak = rssBefore;
    let sampling = true;
    // Memory still in use (a full collection first, so garbage chunks do not count), sampled while
    // the uploads run: buffered whole, every upload in flight holds its 10 MB here.
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, retainedBytes());
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const statuses = await Promise.all(students.map((student) => curlUpload(student, filePath)));
    sampling = false;
    await sampler;
    const growthMb = (peak - before) / MB;
    console.info(
      `twenty 10 MB uploads: peak growth of memory in use ${growthMb.toFixed(0)} MB ` +
        `(RSS, garbage included: ${((rssPeak - rssBefore) / MB).toFixed(0)} MB), statuses ${statuses}`,
    );
    // Buffered whole, twenty uploads hold up to 200 MB; streamed, a few 64 KB chunks each.
    expect(growthMb).toBeLessThan(40);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(4);
  }, 120_000);

  it('refuses a file over the cap with the too-large message and stores nothing', async () => {
    const state = await storedState(t);
    const answer = await upload(students[0] as TSignedIn, new Blob([pdfOf(LIMITS.documentMaxBytes + 1)]));
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { debugMessage: string }).debugMessage).toBe(
      UPLOAD_MESSAGES.fileTooLarge(10),
    );
    expect(await storedState(t)).toEqual(state);
  }, 60_000);

  it('leaves nothing behind when the client aborts mid-upload', async () => {
    const state = await storedState(t);
    const controller = new AbortController();
    // A body that sends 2 MB, then stalls until the client gives up.
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(stream) {
        if (sent === 0) {
          const head = Buffer.from(
            '--xx\r\nContent-Disposition: form-data; name="type"\r\n\r\nPASSPORT\r\n' +
              '--xx\r\nContent-Disposition: form-data; name="file"; filename="p.pdf"\r\n' +
              'Content-Type: application/pdf\r\n\r\n',
          );
          stream.enqueue(new Uint8Array(Buffer.concat([head, pdfOf(2 * MB)])));
          sent = 1;
          setTimeout(() => controller.abort(), 500);
          return;
        }
        // Until the client gives up, then the body fails: a body still pulled after the abort kept
        // the connection open, and the app's close waited ~70 s for it.
        await new Promise((resolve) => {
          if (controller.signal.aborted) resolve(undefined);
          else controller.signal.addEventListener('abort', resolve, { once: true });
        });
        stream.error(controller.signal.reason);
      },
    });
    const answer = await fetch(`${base}/student/document/upload`, {
      method: 'POST',
      headers: { ...(students[1] as TSignedIn).headers, 'content-type': 'multipart/form-data; boundary=xx' },
      body,
      signal: controller.signal,
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    expect(answer).toBeInstanceOf(Error);
    // The server notices the closed connection and cleans up.
    await expect.poll(() => storedState(t), { timeout: 10_000, interval: 200 }).toEqual(state);
    const staging = await stagingFiles();
    expect(staging).toEqual([]);
  }, 60_000);
});

/**
 * One upload sent by curl, a separate process: the client's buffers are not this process's memory,
 * so what is measured here is the server's alone.
 */
function curlUpload(student: TSignedIn, filePath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile(
      'curl',
      [
        '-s',
        '-o',
        '/dev/null',
        '-w',
        '%{http_code}',
        '-H',
        `authorization: ${student.headers.authorization}`,
        '-F',
        'type=PASSPORT',
        '-F',
        `file=@${filePath};filename=passport.pdf`,
        `${base}/student/document/upload`,
      ],
      (error, stdout) => (error ? reject(error) : resolve(Number(stdout))),
    );
  });
}

/** V8's gc(), reached without --expose-gc on the command line. */
const collectGarbage = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();

/** Heap and Buffer memory still reachable after a full collection. */
function retainedBytes(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/** Files left in any staging folder of the test app's storage (there must be none). */
async function stagingFiles(): Promise<string[]> {
  const { storageRootOf } = await import('./stored-state.ts');
  const root = await storageRootOf(t);
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && !/^[a-f0-9]{40}$/.test(entry.name)).map((e) => e.name);
}
