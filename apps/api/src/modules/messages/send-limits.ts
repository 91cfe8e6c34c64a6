import { MESSAGE_ERRORS, MESSAGE_LIMITS } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { nthNewestSentAt } from './message-repository.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The send limits of one sender in one thread, counted from the messages table itself (so they hold
 * across instances and restarts): at most MESSAGE_LIMITS.perDay in any rolling 24 hours, then
 * perMinute in any minute; 429 saying when the next message may go. Checked once before the form is
 * read (cheap, unlocked) and again under the thread's lock in the sending transaction.
 */
export async function checkSendLimits(
  db: TDb,
  input: { studentId: number; authorId: number; now: Date },
): Promise<void> {
  const waitFor = async (nth: number, windowMs: number) => {
    const at = await nthNewestSentAt(db, { ...input, nth });
    const freeAt = at ? at.getTime() + windowMs : 0;
    return freeAt > input.now.getTime() ? freeAt - input.now.getTime() : 0;
  };
  const day = await waitFor(MESSAGE_LIMITS.perDay, DAY_MS);
  if (day > 0) throw tooManyRequests(MESSAGE_ERRORS.tooManyPerDay(Math.ceil(day / MINUTE_MS)));
  const minute = await waitFor(MESSAGE_LIMITS.perMinute, MINUTE_MS);
  if (minute > 0) throw tooManyRequests(MESSAGE_ERRORS.tooManyPerMinute(Math.ceil(minute / 1000)));
}
