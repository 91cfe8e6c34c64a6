/**
 * The sign-in code's limits across time and numbers (docs/decisions/0008-sign-in-limits.md), and their
 * messages. The server enforces them (apps/api/src/modules/auth); the login screen shows the messages as the
 * server sends them. Reasoning and the standards they meet: apps/api/docs/security.md (OTP limits).
 */
export const OTP_LIMITS = {
  /** Consecutive wrong codes on one number (no successful sign-in between) before it is locked: 3 codes' worth. */
  lockAfterWrongCodes: 15,
  /** The first lock; it doubles for every further `lockDoublesEvery` wrong codes, up to `maxLockHours`. */
  firstLockMinutes: 60,
  lockDoublesEvery: 5,
  maxLockHours: 24,
  /**
   * At this many consecutive wrong codes the number is locked until the count is forgotten: far under the
   * 100 consecutive failures section 5.2.2 of NIST SP 800-63B allows.
   */
  maxConsecutiveWrongCodes: 50,
  /** Wrong codes are counted for this long from the first one (a successful sign-in clears them sooner). */
  wrongCodeMemoryDays: 7,
  /** Codes sent to one number in any 24 hours. */
  sendsPerNumberPerDay: 10,
  /** Text messages the portal sends per hour across all numbers and instances, unless OTP_SMS_BUDGET_PER_HOUR says otherwise. */
  defaultSmsBudgetPerHour: 500,
  /**
   * Numbers without an account may spend this share of the budget; the rest is kept for people who
   * already have one, so a flood of codes to made-up numbers cannot stop students and staff signing in.
   */
  newNumbersShareOfBudget: 0.6,
  /**
   * A second send to the same number this soon after a code was sent (a double tap, a retried request)
   * is answered as the first was, without a new code: a new code would retire the one already on its
   * way.
   */
  repeatSendWithinSeconds: 5,
} as const;

/** "45 seconds", "1 minute", "7 minutes", "3 hours": the wait a limit message names. */
export function describeOtpWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return `${minutes} minute${minutes > 1 ? 's' : ''}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

export const OTP_LIMIT_MESSAGES = {
  /** 429 on send and verify while the number is locked. */
  numberLocked: (retryAfterSeconds: number) =>
    `Too many wrong codes for this number, so sign-in is paused to protect it. Try again in ${describeOtpWait(retryAfterSeconds)}.`,
  /** 429 on send once the number had its codes for the day. */
  dailyCap: (retryAfterSeconds: number) =>
    `Too many OTPs sent to this number today: at most ${OTP_LIMITS.sendsPerNumberPerDay} in 24 hours. Try again in ${describeOtpWait(retryAfterSeconds)}.`,
  /** 503 on send when the portal's hourly text-message budget is spent (it fails closed). */
  smsBudgetSpent: (retryAfterSeconds: number) =>
    `Sign-in codes cannot be sent right now because too many were requested. Please try again in ${describeOtpWait(retryAfterSeconds)}.`,
} as const;
