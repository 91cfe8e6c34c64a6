import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PAGE_NONCE_PLACEHOLDER } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareApp } from '../helpers/bare-app.ts';

/**
 * The web app's pages allow only the <style> elements that carry their nonce
 * (docs/decisions/0016-style-nonce.md): no `'unsafe-inline'` for style elements. A page as the build writes
 * it (apps/web/scripts/prerender.mjs): the placeholder in a meta and in each <style>; the server puts a fresh
 * nonce in per answer.
 */
const PAGE = [
  '<!doctype html><html><head><title>Sign in</title>',
  `<meta property="csp-nonce" nonce="${PAGE_NONCE_PLACEHOLDER}">`,
  `<style data-mantine-styles="true" nonce="${PAGE_NONCE_PLACEHOLDER}">:root{--x:1}</style>`,
  '</head><body><div id="root" data-prerendered="landing">',
  `<style data-mantine-styles="classes" nonce="${PAGE_NONCE_PLACEHOLDER}">.a{}</style>`,
  '<p style="color:red">sign-in screen</p></div></body></html>',
].join('');

/** The policy's directives by name. */
function directivesOf(policy: unknown): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('style nonce of the web pages', () => {
  let bare: Awaited<ReturnType<typeof createBareApp>>;
  let distDir: string;
  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-dist-'));
    await fs.writeFile(path.join(distDir, 'index.html'), PAGE);
    await fs.writeFile(path.join(distDir, 'app.html'), PAGE.replace('sign-in screen', 'Please wait..'));
    await fs.writeFile(
      path.join(distDir, 'pages.json'),
      JSON.stringify({ landing: { paths: ['/', '/login'], file: 'index.html' }, other: 'app.html' }),
    );
    bare = await createBareApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await bare.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  const page = (url: string, acceptEncoding?: string) =>
    bare.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it.each(['/', '/login', '/courses'])(
    '%s: style elements only with the fresh nonce in the page',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      const directives = directivesOf(res.headers['content-security-policy']);
      const elem = directives.get('style-src-elem') ?? [];
      expect(elem).not.toContain("'unsafe-inline'");
      expect(directives.get('style-src')).not.toContain("'unsafe-inline'");
      const nonce = elem.find((value) => value.startsWith("'nonce-"))?.slice(7, -1) ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes
      expect(res.body).not.toContain(PAGE_NONCE_PLACEHOLDER);
      const nonces = [...res.body.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(nonces).toEqual([nonce, nonce, nonce]);
      // Style attributes stay allowed (Mantine's prerendered CSS variables): they select nothing.
      expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
      // The rest of the policy is the portal's.
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
    },
  );

  it('a new nonce on every answer', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const policy = String((await page('/')).headers['content-security-policy']);
      nonces.add(policy.match(/'nonce-([^']+)'/)?.[1] ?? '');
    }
    expect(nonces.size).toBe(5);
  });

  it.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ] as const)('compressed with %s when accepted, the nonce inside', async (coding, decompress) => {
    const res = await page('/', `${coding}, deflate`);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers.vary).toContain('accept-encoding');
    const html = decompress(res.rawPayload).toString('utf8');
    const nonce = String(res.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1];
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  });

  it('refuses a coding the client declines with q=0', async () => {
    const res = await page('/', 'br;q=0, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('API answers allow no inline style at all', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/api/health' });
    const directives = directivesOf(res.headers['content-security-policy']);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('does not send a page file as it is (with the placeholder)', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(404);
  });
});
