import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OTP_LIMITS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../src/schema/index.ts';
import { createSignedInUser, nextMobileNumber } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { codeRowsOf } from './otp-calls.ts';

/**
 * Once the share of the hourly SMS budget for numbers without an account is spent,
 * /otp/generate must not tell which numbers have an account: status, body, headers and timing alike.
 * A real SMS gateway stand-in over a socket answers each text after GATEWAY_DELAY_MS, as a real one
 * takes its time: a number that is silently not texted must not answer faster than one that is.
 */
const GATEWAY_DELAY_MS = 100;
const BUDGET = 200;
const NEW_NUMBERS_SHARE = Math.floor(BUDGET * OTP_LIMITS.newNumbersShareOfBudget);
/**
 * Pairs of calls (a number with an account, one without) per batch. The two answers of a pair differ
 * by less than half the gateway's delay in the median; a batch that misses is followed by another
 * (at most MAX_BATCHES, judged on all pairs so far), so a burst of load on a shared machine does not
 * fail the test, while a real gap (a silent answer skipping the gateway's delay) stays a gap.
 */
const PAIRS = 16;
const MAX_BATCHES = 3;
const TOLERANCE_MS = GATEWAY_DELAY_MS / 2;
/** Headers that carry the moment of the answer, not anything about the number. */
const MOMENT_HEADERS = new Set(['date', 'x-ratelimit-reset', 'ratelimit-reset']);

let gateway: http.Server;
const texted: string[] = [];
let t: TTestApp;
let address = 0;

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      texted.push(JSON.parse(body).mobileNumber);
      setTimeout(() => res.writeHead(200).end(), GATEWAY_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  t = await createTestApp({
    otpOutbox: undefined,
    otpWebhookUrl: `http://127.0.0.1:${port}/sms`,
    otpSmsBudgetPerHour: BUDGET,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => gateway.close(resolve));
});

type TAnswer = { status: number; body: string; headers: Record<string, unknown>; ms: number };

/** One /otp/generate from an address of its own (so the per-address limit's headers match). */
async function generate(mobileNumber: string): Promise<TAnswer> {
  address += 1;
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/otp/generate',
    query: { mobileNumber },
    remoteAddress: `10.23.${Math.floor(address / 250)}.${(address % 250) + 1}`,
  });
  const ms = performance.now() - started;
  const headers = Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => !MOMENT_HEADERS.has(name)),
  );
  return { status: res.statusCode, body: res.body, headers, ms };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The same answer; Retry-After may differ by the second the two calls straddled. */
function expectSameAnswer(a: TAnswer, b: TAnswer) {
  const { 'retry-after': waitA, ...restA } = a.headers;
  const { 'retry-after': waitB, ...restB } = b.headers;
  expect(b.status).toBe(a.status);
  expect(restB).toEqual(restA);
  expect(Math.abs(Number(waitA) - Number(waitB))).toBeLessThanOrEqual(1);
  expect(JSON.parse(b.body)).toEqual(JSON.parse(a.body));
}

/**
 * Half the gateway's delay, or three standard errors of the median gap when the machine is so loaded
 * that single calls vary by more (the standard error from the gaps' median absolute deviation): a
 * real gap (a silent answer skipping the gateway) is a whole delay, and noise does not fail the test.
 */
function toleranceFor(gaps: number[]): number {
  const centre = median(gaps);
  const mad = median(gaps.map((gap) => Math.abs(gap - centre)));
  const standardError = (1.253 * 1.4826 * mad) / Math.sqrt(gaps.length);
  return Math.max(TOLERANCE_MS, 3 * standardError);
}

/**
 * Pairs of calls for numbers with and without an account, in alternating order so both meet the same
 * load, until the median gap within pairs is under the tolerance or MAX_BATCHES are done.
 */
async function comparePairs() {
  const known: TAnswer[] = [];
  const unknown: TAnswer[] = [];
  const accounts: string[] = [];
  const strangers: string[] = [];
  const gaps: number[] = [];
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    for (let i = 0; i < PAIRS; i++) {
      const holder = (await createSignedInUser(t.app)).mobileNumber;
      const stranger = nextMobileNumber();
      accounts.push(holder);
      strangers.push(stranger);
      let a: TAnswer;
      let b: TAnswer;
      if (i % 2 === 0) {
        a = await generate(holder);
        b = await generate(stranger);
      } else {
        b = await generate(stranger);
        a = await generate(holder);
      }
      known.push(a);
      unknown.push(b);
      gaps.push(a.ms - b.ms);
    }
    if (Math.abs(median(gaps)) < toleranceFor(gaps)) break;
  }
  return { known, unknown, accounts, strangers, gap: median(gaps), tolerance: toleranceFor(gaps) };
}

describe('POST /otp/generate once the share for numbers without an account is spent', () => {
  it('answers a number without an account exactly as one with an account, and texts only the latter', async () => {
    // The share spent, as a flood of codes to made-up numbers leaves it (the counting itself is
    // tested in otp-sms-budget.test.ts).
    await t.app.db.insert(rateLimitHits).values({
      key: 'otp:sms-budget',
      hits: NEW_NUMBERS_SHARE,
      resetAt: new Date(t.clock.now().getTime() + 60 * 60 * 1000),
    });
    texted.length = 0;

    const { known, unknown, accounts, strangers, gap, tolerance } = await comparePairs();

    const first = known[0] as TAnswer;
    expect(first.status, first.body).toBe(200);
    for (const answer of [...known, ...unknown]) {
      expect(answer.status).toBe(first.status);
      expect(answer.body).toBe(first.body);
      expect(answer.headers).toEqual(first.headers);
    }
    const medianOf = (answers: TAnswer[]) => median(answers.map((answer) => answer.ms)).toFixed(1);
    expect(
      Math.abs(gap),
      `median gap within pairs ${gap.toFixed(1)} ms, tolerance ${tolerance.toFixed(1)} ms (with an account ${medianOf(known)} ms, without ${medianOf(unknown)} ms)`,
    ).toBeLessThan(tolerance);
    // Only the account holders got a text; the others' codes exist (so every later limit counts
    // them alike) but were never sent.
    expect(texted.sort()).toEqual([...accounts].sort());
    expect(await codeRowsOf(t, strangers[0] as string)).toHaveLength(1);
    // One batch takes a few seconds; up to MAX_BATCHES on a machine under load.
  }, 120_000);

  it('then answers both alike at the per-number limit and once the whole budget is spent', async () => {
    const holder = (await createSignedInUser(t.app)).mobileNumber;
    const stranger = nextMobileNumber();
    for (let i = 0; i < 3; i++) {
      const [a, b] = [await generate(holder), await generate(stranger)];
      expect([a.status, b.status]).toEqual([200, 200]);
      // Past the double-tap window: a send within it is answered as a repeat and not counted.
      t.clock.offsetMs += OTP_LIMITS.repeatSendWithinSeconds * 1000;
    }
    const [limitedA, limitedB] = [await generate(holder), await generate(stranger)];
    expect(limitedA.status).toBe(429);
    expectSameAnswer(limitedA, limitedB);

    // What is left of the hour's budget spent (as account holders' sign-ins spend it).
    await t.app.db.update(rateLimitHits).set({ hits: BUDGET }).where(eq(rateLimitHits.key, 'otp:sms-budget'));
    const [spentA, spentB] = [
      await generate((await createSignedInUser(t.app)).mobileNumber),
      await generate(nextMobileNumber()),
    ];
    expect(spentA.status).toBe(503);
    expectSameAnswer(spentA, spentB);
  });
});
