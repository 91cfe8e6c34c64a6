import { UPLOAD_QUOTA_MESSAGES, UPLOAD_QUOTAS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { tinyPng } from '../helpers/images.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useListeningTestApp } from '../helpers/test-app.ts';
import { trickleRequest } from '../helpers/trickle.ts';

/**
 * Over real HTTP: the profile photo is an upload like any other, with the same per-student limits
 * as documents (a burst of 1.9 MB photos used to be taken without end and slowed everyone down).
 */
const { t, server } = useListeningTestApp();

const PHOTO = JSON.stringify({ contentType: 'image/png', base64String: tinyPng().toString('base64') });

/** The request line and headers of a photo upload sent over a raw socket (its body follows). */
const photoRequestHead = (authorization: string) =>
  [
    'PUT /api/student-profiles/upload/photo HTTP/1.1',
    'Host: localhost',
    `Authorization: ${authorization}`,
    'Content-Type: application/json',
    `Content-Length: ${PHOTO.length}`,
  ].join('\r\n');

describe('PUT /api/student-profiles/upload/photo limits', () => {
  it(`answers 429 past ${UPLOAD_QUOTAS.uploadsPerMinute} photos a minute from one student`, async () => {
    const student = await createSignedInUser(t.app);
    const answers: Array<{ status: number; debugMessage: string }> = [];
    for (let i = 0; i < UPLOAD_QUOTAS.uploadsPerMinute + 2; i++) {
      const response = await fetch(`${server.base}/api/student-profiles/upload/photo`, {
        method: 'PUT',
        headers: { ...student.headers, 'content-type': 'application/json' },
        body: PHOTO,
      });
      const { debugMessage } = (await response.json()) as { debugMessage: string };
      answers.push({ status: response.status, debugMessage });
    }
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(UPLOAD_QUOTAS.uploadsPerMinute).fill(200),
      429,
      429,
    ]);
    const seconds = Number(/in (\d+) seconds/.exec(answers.at(-1)?.debugMessage ?? '')?.[1]);
    expect(answers.at(-1)?.debugMessage).toBe(UPLOAD_QUOTA_MESSAGES.tooManyPerMinute(seconds));
    // Another student is not held back by it.
    const other = await createSignedInUser(t.app);
    const theirs = await fetch(`${server.base}/api/student-profiles/upload/photo`, {
      method: 'PUT',
      headers: { ...other.headers, 'content-type': 'application/json' },
      body: PHOTO,
    });
    expect(theirs.status).toBe(200);
  });

  it(`answers 429 to a third photo while ${UPLOAD_QUOTAS.concurrentUploadsPerStudent} of the student's are still arriving`, async () => {
    const student = await createSignedInUser(t.app);
    const head = photoRequestHead(student.headers.authorization);
    // Two photos whose bodies arrive a byte every 200 ms (cut by their deadline later on).
    const slow = Array.from({ length: UPLOAD_QUOTAS.concurrentUploadsPerStudent }, () =>
      trickleRequest(server.base, { head, rest: PHOTO, everyMs: 200, giveUpMs: 2500 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 800));
    const third = await fetch(`${server.base}/api/student-profiles/upload/photo`, {
      method: 'PUT',
      headers: { ...student.headers, 'content-type': 'application/json' },
      body: PHOTO,
    });
    expect(third.status).toBe(429);
    expect(((await third.json()) as { message: string }).message).toBe(UPLOAD_QUOTA_MESSAGES.tooManyAtOnce);
    await Promise.all(slow);
    // Once those are gone the student may upload again.
    await expect
      .poll(
        async () =>
          (
            await fetch(`${server.base}/api/student-profiles/upload/photo`, {
              method: 'PUT',
              headers: { ...student.headers, 'content-type': 'application/json' },
              body: PHOTO,
            })
          ).status,
        { timeout: 5000, interval: 200 },
      )
      .toBe(200);
  });

  it('closes the connection of a photo it refuses before reading its body', async () => {
    const student = await createSignedInUser(t.app);
    for (let i = 0; i < UPLOAD_QUOTAS.uploadsPerMinute; i++) {
      const response = await fetch(`${server.base}/api/student-profiles/upload/photo`, {
        method: 'PUT',
        headers: { ...student.headers, 'content-type': 'application/json' },
        body: PHOTO,
      });
      expect(response.status).toBe(200);
    }
    // The body would take minutes at this pace: kept alive, the refused request would hold the
    // connection while the server read and dropped it (a flood of these starved everyone else).
    const refused = await trickleRequest(server.base, {
      head: photoRequestHead(student.headers.authorization),
      rest: PHOTO,
      everyMs: 100,
      giveUpMs: 4000,
    });
    expect(refused.status).toBe(429);
    expect(refused.text.toLowerCase()).toContain('connection: close');
    expect(refused.closedByServer).toBe(true);
  });
});
