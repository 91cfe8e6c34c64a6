import { EVENT_DETAILS_STORAGE_KEY, type TEvent } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { hasToken, homePath, readEventCode, storeEventCode } from '../../../lib/session.ts';
import { loadSignInRequests } from '../api/load-sign-in-requests.ts';
import type { TEventVerification } from '../event-verification.ts';

/** One check per code at a time (React's strict mode runs effects twice in development). */
const pending = new Map<string, Promise<TEventVerification>>();

function verifyOnce(eventCode: string): Promise<TEventVerification> {
  let verification = pending.get(eventCode);
  if (!verification) {
    verification = loadSignInRequests()
      .then((requests) => requests.verifyEventCode(eventCode, notify))
      .catch((error: unknown) => {
        console.error(error); // the request code did not load: the sign-in will say so
        return 'failed' as const;
      })
      .finally(() => pending.delete(eventCode));
    pending.set(eventCode, verification);
  }
  return verification;
}

/** The details of the verified event stored by event-verification.ts (written from the contract's ZEvent). */
function readStoredEvent(): TEvent | null {
  try {
    const text = sessionStorage.getItem(EVENT_DETAILS_STORAGE_KEY);
    return text ? (JSON.parse(text) as TEvent) : null;
  } catch {
    return null;
  }
}

/**
 * `/?eventCode=JLG` (§2, §3, §4 Event verification): the code is kept in session storage and checked
 * (event-verification.ts: details and isEvent stored, or the §8 toast). A student who is already signed
 * in goes straight on to the event registration screen once the code checks out (home otherwise).
 * Returns the code of the address, if any.
 */
export function useEventCodeFromUrl(): string | null {
  return useEventFromUrl().eventCode;
}

/**
 * useEventCodeFromUrl, and the event once its code checked out (null until then, or when it did not), so
 * the sign-in screen can say which event the link is for.
 */
export function useEventFromUrl(): { eventCode: string | null; event: TEvent | null } {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const eventCode = searchParams.get('eventCode')?.trim().toUpperCase() || null;
  const [event, setEvent] = useState<TEvent | null>(null);
  useEffect(() => {
    if (!eventCode) return;
    storeEventCode(eventCode);
    let isCurrent = true;
    void verifyOnce(eventCode).then((verification) => {
      if (isCurrent) setEvent(verification === 'valid' ? readStoredEvent() : null);
      if (!isCurrent || !hasToken()) return;
      void navigate(readEventCode() ? PATHS.eventSuccess : homePath(), { replace: true });
    });
    return () => {
      isCurrent = false;
    };
  }, [eventCode, navigate]);
  return { eventCode, event: eventCode ? event : null };
}
