import { OTP_LIMITS } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { countHit } from '../../plugins/rate-limit.ts';

/**
 * Notification texts may use at most half of OTP_SMS_BUDGET_PER_HOUR, counted like the sign-in budget
 * (one shared row of rate_limit_hits, so every instance counts together) but in a row of their own:
 * however many notifications go out, sign-in codes keep their whole budget (docs/notifications.md).
 */
const BUDGET_KEY = 'notify:text-budget';
const WINDOW_MS = 60 * 60 * 1000;

export const notificationTextBudget = (smsBudgetPerHour: number = OTP_LIMITS.defaultSmsBudgetPerHour) =>
  Math.max(1, Math.floor(smsBudgetPerHour / 2));

/** Thrown instead of sending: the delivery fails and pg-boss retries it later. */
export class TextBudgetError extends Error {}

/** Spends one text of this hour's notification budget, or throws when it is used up. */
export async function spendTextBudget(db: TDb, now: Date, perHour: number): Promise<void> {
  const { hits, resetAt } = await countHit(db, BUDGET_KEY, now, WINDOW_MS);
  if (hits > perHour) {
    throw new TextBudgetError(
      `notification text budget of ${perHour} per hour used up (the rest is kept for sign-in codes); texts resume after ${resetAt.toISOString()}`,
    );
  }
}
