// Zod-free contract imports only: this module is part of the first load (app/app-query-client.ts).
import { SESSION_ENDED_REASONS } from '@portal/contract';
import { ApiError } from './api-error.ts';

const SHOWN: ReadonlySet<string> = new Set(SESSION_ENDED_REASONS);

/** Why a 401 ended the session, when the server said so in words of the contract; else undefined. */
export function sessionEndedMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.body?.message;
  return message !== undefined && SHOWN.has(message) ? message : undefined;
}
