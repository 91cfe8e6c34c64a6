import { type TEvent, ZEvent } from '@portal/contract';
import { apiClient } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/**
 * GET /event-registration/event?eventCode= (§4 Event verification, §7): the event of a code, or null
 * when there is none. The spec's "not found" is an empty answer; this API answers 404 'Event details
 * not found' instead — both mean null here.
 */
export async function getEventByCode(eventCode: string): Promise<TEvent | null> {
  try {
    const response = await apiClient.get('/event-registration/event', { params: { eventCode } });
    if (response.data === '' || response.data === null) return null;
    return ZEvent.parse(response.data);
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return null;
    throw error;
  }
}
