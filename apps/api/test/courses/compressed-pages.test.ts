import zlib from 'node:zlib';
import { ZCoursePage } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCoding, MIN_COMPRESSED_BYTES } from '../../src/lib/content-coding.ts';
import { createPageCache } from '../../src/lib/page-cache.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** Catalogue answers go out in the coding the client prefers, made once when the page was kept. */
let t: TTestApp;
let alice: TSignedIn;
let identity: { body: string; etag: string };
let course: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t.app);
  const res = await filter({});
  identity = { body: res.body, etag: String(res.headers.etag) };
  const first = ZCoursePage.parse(res.json()).content[0];
  if (!first) throw new Error('empty catalogue');
  course = first;
});
afterAll(async () => {
  await t.close();
});

function filter(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/course/filter?pageSize=20',
    headers: { ...alice.headers, ...headers },
    payload: {},
  });
}

const decode: Record<string, (bytes: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  identity: (bytes) => bytes,
};

describe('compressed catalogue pages', () => {
  it.each<[string | undefined, 'br' | 'gzip' | 'identity']>([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP;q=1.0, BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0.1', 'gzip'],
  ])('Accept-Encoding %j gets %s, whose bytes are the page', async (acceptEncoding, coding) => {
    const res = await filter(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(decode[coding]?.(res.rawPayload).toString()).toBe(identity.body);
    if (coding === 'identity') expect(res.headers.etag).toBe(identity.etag);
    else {
      expect(res.rawPayload.length).toBeLessThan(identity.body.length / 3);
      expect(res.headers.etag).toBe(`${identity.etag.slice(0, -1)}-${coding}"`);
    }
  });

  it('answers 304 only to the ETag of the coding it would send, with Vary', async () => {
    const br = await filter({ 'accept-encoding': 'br' });
    const gzip = await filter({ 'accept-encoding': 'gzip' });
    const etags = { br: String(br.headers.etag), gzip: String(gzip.headers.etag), identity: identity.etag };
    expect(new Set(Object.values(etags)).size).toBe(3);
    for (const [acceptEncoding, held, status] of [
      ['br', etags.br, 304],
      ['gzip, br', `W/${etags.br}`, 304],
      ['gzip', etags.gzip, 304],
      ['', etags.identity, 304],
      ['br', '*', 304],
      // The client holds another coding's bytes than it would now be sent: it gets the bytes.
      ['br', etags.identity, 200],
      ['gzip', etags.br, 200],
      ['identity', etags.gzip, 200],
    ] as const) {
      const res = await filter({ 'accept-encoding': acceptEncoding, 'if-none-match': held });
      expect(res.statusCode, `${acceptEncoding} / ${held}`).toBe(status);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      if (status === 304) {
        expect(res.rawPayload.length).toBe(0);
        expect(res.headers['content-encoding']).toBeUndefined();
      }
    }
  });

  it('compresses a course (1.2 KB) too, with Vary and its own ETag per coding', async () => {
    const url = `/api/course/university/${course.id}`;
    const plain = await t.app.inject({ method: 'GET', url, headers: alice.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const asked = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...alice.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asked.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(asked.rawPayload).toString()).toBe(plain.body);
    expect(asked.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    expect(asked.headers.vary).toBe('accept-encoding');
  });

  it('compresses the student listing too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/course/student?studentId=${alice.id}&pageSize=20`,
      headers: { ...alice.headers, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(ZCoursePage.parse(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).content).toHaveLength(
      20,
    );
  });
});

describe('a small answer', () => {
  it('stays identity: no twins are made under 1 KB, and none is sent', async () => {
    const cache = createPageCache();
    const small = await cache.get('small', async () => `[${'1,'.repeat(400)}1]`);
    expect(small.body.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(small.encoded).toBeUndefined();
    const large = await cache.get('large', async () => `[${'1,'.repeat(600)}1]`);
    expect(large.encoded?.br.body.length).toBeLessThan(large.body.length);
  });
});

describe('chooseCoding', () => {
  it('picks only among the codings a page has', () => {
    expect(chooseCoding('br, gzip', { br: false, gzip: true })).toBe('gzip');
    expect(chooseCoding('br', { br: false, gzip: true })).toBeUndefined();
    expect(chooseCoding('br;q=abc', { br: true, gzip: true })).toBe('br');
  });
});
