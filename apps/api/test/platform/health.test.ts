import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

describe('platform', () => {
  it('answers health once ready: every readiness check passes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: {
        database: 'up',
        sessions: 'live',
        process: 'running',
        load: 'normal',
        connections: 'available',
      },
    });
  });

  it('answers liveness without asking anything else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown endpoint with a JSON NOT_FOUND error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 'NOT_FOUND',
      debugMessage: 'No such endpoint: GET /api/nope',
    });
  });

  it('sets strict security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets the web app preview documents from blob: URLs, and nothing wider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const directives = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources.join(' ')]),
    );
    expect(directives).toMatchObject({
      // PDF preview: <iframe src="blob:…">; Chromium's PDF viewer loads there under object-src 'none'.
      'frame-src': "'self' blob:",
      'object-src': "'none'",
      // Image preview, and Word preview (docx-preview: blob: images and fonts; its <style> elements get the
      // page's nonce, which only the HTML pages carry: an API answer allows no inline style at all).
      'img-src': "'self' data: blob:",
      'font-src': "'self' data:",
      'style-src': "'self'",
      'script-src': "'self'",
    });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('issues tokens that the token service accepts and rejects once revoked', async () => {
    const user = await createSignedInUser(t.app);
    const session = await t.app.tokens.verify(user.token);
    expect(session.id).toBe(user.id);
    await t.app.tokens.revoke(session);
    await expect(t.app.tokens.verify(user.token)).rejects.toMatchObject({ status: 'SESSION_EXPIRED' });
  });
});

describe('API reference page', () => {
  it('is served under a same-origin CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https:|swagger\.io|upgrade-insecure-requests/);
  });
});
