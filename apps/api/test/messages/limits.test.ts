import { MESSAGE_LIMITS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';
import { seedMessages, threadState } from './fixtures.ts';
import { messagesClient } from './messages-client.ts';

const t: TTestApp = useTestApp();
const api = messagesClient(t);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Each limit: the sender already has limit - 1 messages in the window (seeded, the oldest `oldestAgo`
 * back, none within the last minute for the day's), sends the last one allowed, is refused the next
 * with the time to wait, and may send again once the oldest leaves the window.
 */
const cases = [
  {
    window: 'a minute',
    limit: MESSAGE_LIMITS.perMinute,
    at: (now: number, _i: number) => new Date(now - 30 * SECOND),
    waitText: /^You can send at most 10 messages a minute\. Try again in (\d+) seconds\.$/,
    // The seeded messages are 30 s old: they leave the minute in 30 s (less the test's own time).
    expectedWait: [15, 30],
    travel: 31 * SECOND,
  },
  {
    window: '24 hours',
    limit: MESSAGE_LIMITS.perDay,
    // Spread over the hours before, oldest 23 h ago: never 10 in one minute.
    at: (now: number, i: number) => new Date(now - 23 * HOUR + i * 2 * MINUTE),
    waitText: /^You can send at most 200 messages in 24 hours\. Try again in (\d+) minutes\.$/,
    expectedWait: [55, 60],
    travel: 61 * MINUTE,
  },
];

describe.each(cases)('at most $limit messages in $window per sender and thread', (c) => {
  const fill = async (studentId: number, author: TSignedIn, side: 'STUDENT' | 'STAFF') => {
    const now = t.clock.now().getTime();
    await seedMessages(t.app, {
      studentId,
      authorId: author.id,
      side,
      count: c.limit - 1,
      at: (i) => c.at(now, i),
    });
  };

  it('refuses the next one with 429 and when to try again, storing nothing; then allows it', async () => {
    const student = await createSignedInUser(t.app);
    await fill(student.id, student, 'STUDENT');
    await api.sendOk(student, { body: 'the last one allowed' });
    const before = await threadState(t.app, student.id);

    const refused = await api.send(student, { body: 'one too many' });
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.json().debugMessage.match(c.waitText)?.[1]);
    expect(wait).toBeGreaterThanOrEqual(c.expectedWait[0] as number);
    expect(wait).toBeLessThanOrEqual(c.expectedWait[1] as number);
    // With a file too: refused before the file is read or stored.
    const withFile = await api.send(student, { file: { name: 'a.pdf', content: tinyPdf('x') } });
    expect(withFile.statusCode).toBe(429);
    expect(await threadState(t.app, student.id)).toEqual(before);

    t.clock.offsetMs += c.travel;
    await api.sendOk(student, { body: 'later' });
  });

  it('counts each sender in each thread apart', async () => {
    const student = await createSignedInUser(t.app);
    const counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
    const other = await createSignedInUser(t.app);
    await fill(student.id, counsellor, 'STAFF');
    await api.sendOk(counsellor, { body: 'last allowed here' }, student.id);
    expect((await api.send(counsellor, { body: 'too many' }, student.id)).statusCode).toBe(429);
    // The student still writes in their thread, and the counsellor in another student's.
    await api.sendOk(student, { body: 'my turn' });
    await api.sendOk(counsellor, { body: 'hello' }, other.id);
  });
});

describe('the limits hold for sends at the same moment', () => {
  it('lets exactly the allowed number through when they race', async () => {
    const student = await createSignedInUser(t.app);
    const results = await Promise.all(
      Array.from({ length: MESSAGE_LIMITS.perMinute + 3 }, (_, i) =>
        api.send(student, { body: `race ${i}` }),
      ),
    );
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(MESSAGE_LIMITS.perMinute);
    expect(codes.filter((code) => code === 429)).toHaveLength(3);
    expect((await threadState(t.app, student.id)).messages).toBe(MESSAGE_LIMITS.perMinute);
  });
});
