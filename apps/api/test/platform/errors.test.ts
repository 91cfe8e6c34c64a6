import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/lib/app-error.ts';
import { createBareApp } from '../helpers/bare-app.ts';

describe('error mapping', () => {
  let bare: Awaited<ReturnType<typeof createBareApp>>;
  beforeAll(async () => {
    bare = await createBareApp();
    const app = bare.app.withTypeProvider<ZodTypeProvider>();
    app.get('/boom', async () => {
      throw new Error('connection string postgres://admin:hunter2@db/secret');
    });
    app.get('/conflict', async () => {
      throw new AppError('CONFLICT', 'Already applied to this course.');
    });
    app.post(
      '/echo',
      { schema: { body: z.strictObject({ email: z.email('Invalid email format') }) } },
      async (req) => req.body,
    );
    await bare.app.ready();
  });
  afterAll(async () => {
    await bare.close();
  });

  it('never shows internals on a 5xx', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'INTERNAL_SERVER_ERROR',
      message: 'Something went wrong on our side. Please try again.',
      debugMessage: 'Internal server error',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('maps the app error type to its HTTP status', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'CONFLICT', debugMessage: 'Already applied to this course.' });
  });

  it.each([
    ['a rule message, exactly', { email: 'nope' }, 'Invalid email format'],
    ['an unknown key, named', { email: 'a@b.co', admin: true }, 'Unrecognized key: "admin"'],
  ])('answers schema failures with 400 and %s', async (_name, payload, reason) => {
    const res = await bare.app.inject({ method: 'POST', url: '/echo', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('BAD_REQUEST');
    expect(res.json().debugMessage).toContain(reason);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });

  it('rejects malformed JSON with a clear reason', async () => {
    const res = await bare.app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'BAD_REQUEST',
      debugMessage: 'The request body is not valid JSON.',
    });
  });

  it('limits request bodies', async () => {
    const res = await bare.app.inject({
      method: 'POST',
      url: '/echo',
      payload: { email: `${'a'.repeat(200_000)}@b.co` },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: 'PAYLOAD_TOO_LARGE',
      debugMessage: 'The request body is too large.',
    });
  });
});
