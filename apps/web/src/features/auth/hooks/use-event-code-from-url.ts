import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { storeEventCode } from '../../../lib/session.ts';

/**
 * `/?eventCode=JLG` (§2, §3): the code is kept in session storage for the event flow (verification,
 * registration to the event, the success screen). Returns the code of the address, if any.
 */
export function useEventCodeFromUrl(): string | null {
  const [searchParams] = useSearchParams();
  const eventCode = searchParams.get('eventCode')?.trim().toUpperCase() || null;
  useEffect(() => {
    if (eventCode) storeEventCode(eventCode);
  }, [eventCode]);
  return eventCode;
}
