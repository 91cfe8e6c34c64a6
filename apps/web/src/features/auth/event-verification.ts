import {
  ERROR_MESSAGES,
  EVENT_DETAILS_STORAGE_KEY,
  SESSION_STORAGE_KEYS,
  SPECIAL_EVENT_CODE,
  type TEvent,
} from '@portal/contract';
import type { TNotifier } from '../../lib/notify.tsx';
import { storeEventCode, storeIsEvent } from '../../lib/session.ts';
import { getEventByCode } from './api/get-event.ts';

/**
 * Session-storage key of the verified event's details (§4 "details stored"). Not a §3 key: the spec
 * stores the details without naming where; the success screen reads the registration's answer instead.
 */
export const EVENT_DETAILS_KEY = EVENT_DETAILS_STORAGE_KEY;

/** How a code checked out (§4 Event verification: loading → valid or invalid). */
export type TEventVerification = 'valid' | 'not-found' | 'failed';

function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // storage disabled: the flow goes on without it
  }
}

/**
 * Checks an event code before sign-in (§4, §8):
 * - found: the details, isEvent 'true' and the code are stored;
 * - not found (the spec's empty answer): error toast 'Event details not found', isEvent 'false', and the
 *   code is dropped, so the sign-in goes on as an ordinary one;
 * - any other failure: logged only, isEvent 'false'; the code is dropped too, except SSU's, which is kept
 *   (the student is still registered for it after sign-in).
 * Never rejects.
 */
export async function verifyEventCode(eventCode: string, notify: TNotifier): Promise<TEventVerification> {
  let event: TEvent | null;
  try {
    event = await getEventByCode(eventCode);
  } catch (error) {
    console.error(error);
    storeIsEvent(false);
    if (eventCode !== SPECIAL_EVENT_CODE) writeSession(SESSION_STORAGE_KEYS.eventCode, null);
    return 'failed';
  }
  if (!event) {
    notify.error(ERROR_MESSAGES.eventNotFound);
    storeIsEvent(false);
    writeSession(SESSION_STORAGE_KEYS.eventCode, null);
    return 'not-found';
  }
  writeSession(EVENT_DETAILS_KEY, JSON.stringify(event));
  storeEventCode(eventCode);
  storeIsEvent(true);
  return 'valid';
}
