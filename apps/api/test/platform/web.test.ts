import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareApp } from '../helpers/bare-app.ts';

describe('serving the web app', () => {
  let bare: Awaited<ReturnType<typeof createBareApp>>;
  let distDir: string;
  beforeAll(async () => {
    // A stand-in build folder: what is tested is how the server serves any build.
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-dist-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    bare = await createBareApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await bare.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it('serves fingerprinted assets with long-lived caching', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html at / and on app routes a browser opens', async () => {
    for (const url of ['/', '/courses', '/application-journey']) {
      const res = await bare.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  describe('with prerendered pages', () => {
    let prerendered: Awaited<ReturnType<typeof createBareApp>>;
    let prerenderedDir: string;
    beforeAll(async () => {
      prerenderedDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-dist-'));
      await fs.writeFile(path.join(prerenderedDir, 'index.html'), '<div id="root">sign-in screen</div>');
      await fs.writeFile(path.join(prerenderedDir, 'app.html'), '<div id="root">Please wait..</div>');
      await fs.writeFile(
        path.join(prerenderedDir, 'pages.json'),
        JSON.stringify({ landing: { paths: ['/', '/login'], file: 'index.html' }, other: 'app.html' }),
      );
      prerendered = await createBareApp({ webDistDir: prerenderedDir });
    });
    afterAll(async () => {
      await prerendered.close();
      await fs.rm(prerenderedDir, { recursive: true, force: true });
    });

    it.each([
      ['/', 'sign-in screen'],
      ['/login', 'sign-in screen'],
      ['/login?eventCode=JLG', 'sign-in screen'],
      ['/courses', 'Please wait..'],
      ['/courses?course=12', 'Please wait..'],
      ['/no-such-page', 'Please wait..'],
    ])('sends %s the page that paints first: %s', async (url, page) => {
      const res = await prerendered.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(page);
    });
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'NOT_FOUND' });
  });
});
