import {
  ALL_EVENT_CODES,
  EVENT_MESSAGES,
  EVENT_STAT_LABELS,
  eventStatLabelsOf,
  ZEvent,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { EVENT_LOOKUP_RATE_LIMIT } from '../../src/modules/events/routes.ts';
import { EVENT_SEEDS } from '../../src/seed/events-data.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { lookupEvent } from './event-calls.ts';

const t = useTestApp();

const seedOf = (code: string) => {
  const seed = EVENT_SEEDS.find((event) => event.code === code);
  if (!seed) throw new Error(`no seed for ${code}`);
  return seed;
};

describe('GET /event-registration/event', () => {
  // No token is sent: the event flow checks the code before sign-in (§4 Event verification).
  it.each(ALL_EVENT_CODES)(
    'answers the seeded event of %s with every §3 field, without a token',
    async (code) => {
      const res = await lookupEvent(t, code);
      expect(res.statusCode).toBe(200);
      const event = ZEvent.strict().parse(res.json());
      const { code: _code, ...fields } = seedOf(code);
      expect(event).toEqual({ id: expect.any(Number), ...fields });
    },
  );

  it.each(['kop', 'Kop', ' KOP '])(
    'matches %j case-insensitively and ignores surrounding spaces',
    async (code) => {
      const res = await lookupEvent(t, code);
      expect(res.statusCode).toBe(200);
      expect(res.json().city).toBe('Kolhapur');
    },
  );

  it("answers an unknown code with 404 'Event details not found' (§8)", async () => {
    const res = await lookupEvent(t, 'NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'NOT_FOUND', debugMessage: 'Event details not found' });
    expect(EVENT_MESSAGES.notFound).toBe('Event details not found');
  });

  it.each([
    ['missing', undefined, EVENT_MESSAGES.codeRequired],
    ['empty', '', EVENT_MESSAGES.codeRequired],
    ['blank', '   ', EVENT_MESSAGES.codeRequired],
    ['one character', 'J', EVENT_MESSAGES.invalidCode],
    ['punctuation', 'J-LG', EVENT_MESSAGES.invalidCode],
    ['a path', '../JLG', EVENT_MESSAGES.invalidCode],
    ['SQL', "JLG' OR '1'='1", EVENT_MESSAGES.invalidCode],
    ['too long', 'A'.repeat(17), EVENT_MESSAGES.invalidCode],
  ])('refuses a %s code with 400', async (_label, code, reason) => {
    const res = await lookupEvent(t, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'BAD_REQUEST', debugMessage: reason });
  });

  it('limits lookups per IP address with 429', async () => {
    const ip = '10.1.2.3';
    for (let i = 0; i < EVENT_LOOKUP_RATE_LIMIT.max; i++) {
      expect((await lookupEvent(t, 'AUR', ip)).statusCode).toBe(200);
    }
    const limited = await lookupEvent(t, 'AUR', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status).toBe('TOO_MANY_REQUESTS');
    // Another address is not affected.
    expect((await lookupEvent(t, 'AUR', '10.1.2.4')).statusCode).toBe(200);
  });
});

describe('stat card wording (§2 Event registration success)', () => {
  it.each([
    ['JLG', EVENT_STAT_LABELS.participating],
    ['KOP', EVENT_STAT_LABELS.participating],
    ['AUR', EVENT_STAT_LABELS.participating],
    ['SSU', EVENT_STAT_LABELS.support],
    ['ssu', EVENT_STAT_LABELS.support],
  ])('%s uses its wording', (code, labels) => {
    expect(eventStatLabelsOf(code)).toEqual(labels);
  });

  it('has the two wordings of the spec', () => {
    expect(EVENT_STAT_LABELS).toEqual({
      participating: { countries: 'Countries Participating', universities: 'Top Global Universities' },
      support: { countries: 'Countries Support', universities: 'Top Global Universities on board' },
    });
  });
});
