import { SESSION_POLICY_MESSAGES, STAFF_ACCOUNT_MESSAGES } from '@portal/contract';
import { ApiError } from './api-error.ts';

/** The server's reasons for ending a session that the sign-in screen repeats (the rest say nothing new). */
const SHOWN: ReadonlySet<string> = new Set([
  SESSION_POLICY_MESSAGES.idleExpired,
  SESSION_POLICY_MESSAGES.absoluteExpired,
  SESSION_POLICY_MESSAGES.sessionsEnded,
  STAFF_ACCOUNT_MESSAGES.accountDisabled,
]);

/** Why a 401 ended the session, when the server said so in words of the contract; else undefined. */
export function sessionEndedMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.body?.message;
  return message !== undefined && SHOWN.has(message) ? message : undefined;
}
