import { ERROR_MESSAGES, type TEvent } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../test/fake-api.ts';
import { EVENT_DETAILS_KEY, verifyEventCode } from './event-verification.ts';

const EVENT: TEvent = {
  id: 1,
  city: 'Jalgaon',
  date: '2027-01-16',
  startTime: '11:00',
  endTime: '17:00',
  remarks: 'Study Abroad Expo',
  address: 'Hotel Royal Palace\nJalgaon 425001',
  locationLink: null,
  countryCount: 6,
  universityCount: 40,
};

let fake: ReturnType<typeof installFakeApi>;
const notifier = { success: vi.fn(), error: vi.fn() };
let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  notifier.success.mockReset();
  notifier.error.mockReset();
});
afterEach(() => fake.restore());

const verify = (code: string, reply: TFakeReply) => {
  fake = installFakeApi({ 'GET /event-registration/event': reply });
  sessionStorage.setItem('eventCode', code);
  return verifyEventCode(code, notifier);
};

describe('event verification (§4, §8)', () => {
  it("stores the details, isEvent 'true' and the code of a known event", async () => {
    expect(await verify('JLG', { status: 200, data: EVENT })).toBe('valid');
    expect(fake.requests[0]).toMatchObject({
      url: '/event-registration/event',
      params: { eventCode: 'JLG' },
    });
    expect(JSON.parse(sessionStorage.getItem(EVENT_DETAILS_KEY) ?? '')).toEqual(EVENT);
    expect(sessionStorage.getItem('isEvent')).toBe('true');
    expect(sessionStorage.getItem('eventCode')).toBe('JLG');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it.each([
    ["the API's 404", { status: 404, data: apiErrorBody('NOT_FOUND', ERROR_MESSAGES.eventNotFound) }],
    ["the spec's empty answer", { status: 200, data: '' }],
  ])(
    "toasts 'Event details not found' for an unknown code (%s): isEvent 'false', code dropped",
    async (_name, reply) => {
      expect(await verify('XYZ', reply)).toBe('not-found');
      expect(notifier.error).toHaveBeenCalledWith(ERROR_MESSAGES.eventNotFound);
      expect(sessionStorage.getItem('isEvent')).toBe('false');
      expect(sessionStorage.getItem('eventCode')).toBeNull();
      expect(sessionStorage.getItem(EVENT_DETAILS_KEY)).toBeNull();
    },
  );

  it.each([
    ['a server failure', { status: 500, data: apiErrorBody('INTERNAL_SERVER_ERROR', 'boom') }],
    [
      'a refused code',
      { status: 400, data: apiErrorBody('BAD_REQUEST', 'An event code has 2 to 16 letters or digits.') },
    ],
    ['too many lookups', { status: 429, data: apiErrorBody('TOO_MANY_REQUESTS', 'Too many requests') }],
    ['an answer of the wrong shape', { status: 200, data: { id: 'x' } }],
  ])("only logs any other failure (%s): isEvent 'false', code dropped", async (_name, reply) => {
    expect(await verify('JLG', reply)).toBe('failed');
    expect(logged).toHaveBeenCalled();
    expect(notifier.error).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('isEvent')).toBe('false');
    expect(sessionStorage.getItem('eventCode')).toBeNull();
  });

  it('keeps the SSU code after such a failure (§8)', async () => {
    expect(await verify('SSU', { status: 500, data: {} })).toBe('failed');
    expect(sessionStorage.getItem('isEvent')).toBe('false');
    expect(sessionStorage.getItem('eventCode')).toBe('SSU');
  });

  it('drops even the SSU code when the event is unknown', async () => {
    expect(await verify('SSU', { status: 404, data: apiErrorBody('NOT_FOUND', 'x') })).toBe('not-found');
    expect(sessionStorage.getItem('eventCode')).toBeNull();
  });
});
