import {
  ZApiError,
  ZDashboardResponse,
  ZNextActionTarget,
  ZNotificationTarget,
  ZStudentProfile,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFastSchema } from '../../src/lib/fast-response-schema.ts';
import { responseSerializerCompiler } from '../../src/lib/response-serializer.ts';
import { createBareApp } from '../helpers/bare-app.ts';

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

/** What every response was before: zod's parse, then JSON.stringify. */
const zodOutput = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));

const ZEveryConstruct = z.object({
  id: z.number().int(),
  name: z.string(),
  nick: z.string().optional(),
  note: z.string().nullable(),
  level: z.enum(['UG', 'PG']),
  levelOrNone: z.union([z.enum(['UG', 'PG']), z.literal('')]),
  yearOrText: z.union([z.string(), z.number()]).nullish(),
  isActive: z.boolean(),
  tags: z.array(z.string()),
  owner: z.object({ id: z.number(), name: z.string() }).nullable(),
  rows: z.array(z.object({ type: z.string(), score: z.number().optional() })),
  before: z.unknown(),
  strict: z.strictObject({ a: z.string() }),
});

const secret = { passwordHash: 'LEAK', sessionsValidFrom: 'LEAK' };

describe('response serializer', () => {
  it.each([
    [
      'every field, with columns the contract does not declare at every level',
      {
        id: 7,
        name: 'Asha "A" \\ Verma\n',
        nick: 'ash',
        note: null,
        level: 'PG',
        levelOrNone: '',
        yearOrText: 2017,
        isActive: true,
        tags: ['x', 'ü', '\u2028'],
        owner: { id: 1, name: 'Ravi', ...secret },
        rows: [{ type: 'SSC', score: 91.5, ...secret }, { type: 'HSC' }],
        before: { any: ['json', 1, null] },
        strict: { a: 'b' },
        ...secret,
      },
    ],
    [
      'optional and nullable values left out or null',
      {
        id: 1,
        name: '',
        note: 'n',
        level: 'UG',
        levelOrNone: 'UG',
        yearOrText: null,
        isActive: false,
        tags: [],
        owner: null,
        rows: [],
        before: undefined,
        strict: { a: '' },
      },
    ],
  ])('writes the same JSON as zod did: %s', (_name, value) => {
    const json = serializerFor(ZEveryConstruct)(value);
    expect(json).toBe(zodOutput(ZEveryConstruct, value));
    expect(json).not.toContain('LEAK');
  });

  it('writes contract responses byte for byte as zod did, without extra columns', () => {
    const profile = {
      studentId: 3,
      fullName: 'Asha',
      dateOfBirth: '2000-01-31',
      maritalStatus: 'SINGLE',
      nationality: '',
      passportNumber: '',
      phoneNumber: '9876543210',
      email: '',
      addressLineOne: '',
      addressLineTwo: '',
      city: 'Pune',
      zipCode: '',
      state: '',
      country: '',
      progressPercent: 12,
      additionalDocuments: [{ type: 'SSC', universityName: 'CBSE', passingYear: '2015', score: '91%' }],
      profilePhotoUrl: '',
      referenceId: 'SA26-ABCDEF',
      photoKey: 'LEAK',
    };
    expect(serializerFor(ZStudentProfile)(profile)).toBe(zodOutput(ZStudentProfile, profile));
    expect(serializerFor(ZStudentProfile)(profile)).not.toContain('LEAK');
  });

  it('compiles every response schema the dashboard and the errors use', () => {
    for (const schema of [ZDashboardResponse, ZStudentProfile, ZApiError]) {
      expect(() => toFastSchema(schema)).not.toThrow();
    }
  });

  it('writes a discriminated union of objects (where a link leads) as zod did, no undeclared key', () => {
    const targets = [
      { page: 'PROFILE', section: null, documentType: 'SSC' },
      { page: 'APPLICATION_JOURNEY', applicationId: 7, step: 2 },
      { page: 'POST_OFFER', applicationId: 7, stage: 'VISA', note: 'LEAK' },
      { page: 'PAYMENT' },
    ];
    for (const target of targets) {
      const written = serializerFor(ZNextActionTarget)(target);
      expect(written).toBe(zodOutput(ZNextActionTarget, target));
      expect(written).not.toContain('LEAK');
    }
    // Another option's key with a value of the wrong kind is refused (a 500), never written.
    const stray = { page: 'PROFILE', section: null, documentType: 'SSC', applicationId: 'LEAK' };
    expect(() => serializerFor(ZNextActionTarget)(stray)).toThrow();
    const notificationTargets = [
      { screen: 'APPLICATION', applicationId: 3, offer: 'CONDITIONAL' },
      { screen: 'POST_OFFER', applicationId: 3 },
      { screen: 'STAFF_STUDENT', studentId: 9, section: 'documents' },
    ];
    for (const target of notificationTargets) {
      expect(serializerFor(ZNotificationTarget)(target)).toBe(zodOutput(ZNotificationTarget, target));
    }
    const ZMixed = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('A'), value: z.string() }),
      z.object({ kind: z.literal('B'), value: z.number() }),
    ]);
    expect(() => toFastSchema(ZMixed)).toThrow();
  });

  it("keeps zod's serializer where a plain schema cannot reproduce zod's output", () => {
    const ZRewriting = z.object({ code: z.string().trim().toUpperCase(), at: z.date().optional() });
    expect(() => toFastSchema(ZRewriting)).toThrow();
    const value = { code: '  ab ', at: new Date(0), extra: 'LEAK' };
    expect(serializerFor(ZRewriting)(value)).toBe(zodOutput(ZRewriting, value));
    expect(serializerFor(ZRewriting)(value)).toContain('"code":"AB"');
    const ZLoose = z.looseObject({ a: z.string() });
    expect(() => toFastSchema(ZLoose)).toThrow();
  });
});

describe('responses of a route', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const ZRow = z.object({ id: z.number(), name: z.string() });

  beforeAll(async () => {
    ({ app, close } = await createBareApp());
    const routes: FastifyPluginAsyncZod = async (scope) => {
      scope.get('/test/row', { schema: { response: { 200: ZRow } } }, async () => ({
        id: 1,
        name: 'Asha',
        ...secret,
      }));
      scope.get('/test/broken', { schema: { response: { 200: ZRow } } }, async () => ({ id: 1 }) as never);
    };
    await app.register(routes);
    await app.ready();
  });
  afterAll(async () => close());

  it('sends only the declared columns of a row a service returned whole', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/row' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":1,"name":"Asha"}');
  });

  it('answers 500, without internals, when a service returns less than the contract', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'INTERNAL_SERVER_ERROR',
      message: expect.any(String),
      debugMessage: 'Internal server error',
    });
  });
});
