import { COUNSELLING_MESSAGES } from '@portal/contract';
import { ApiError } from '../../lib/api-error.ts';

const CONFLICT = 409;
/** Refusals that mean "this time is gone": the screen offers the next free times of that day. */
const GONE = new Set<string>([COUNSELLING_MESSAGES.slotTaken, COUNSELLING_MESSAGES.slotPast]);

export type TBookingRefusal = { message: string; offersOtherTimes: boolean };

/** What a failed booking says to the student: the server's reason, and whether other times would help. */
export function bookingRefusalOf(error: unknown, fallback: string): TBookingRefusal {
  if (!(error instanceof ApiError)) return { message: fallback, offersOtherTimes: false };
  const reason = error.body?.debugMessage;
  const isServerFault = error.httpStatus === undefined || error.httpStatus >= 500;
  return {
    message: reason && !isServerFault ? reason : fallback,
    offersOtherTimes: error.httpStatus === CONFLICT && reason !== undefined && GONE.has(reason),
  };
}
