import { type TMessageThread, ZMessageThread } from '@portal/contract';
import { apiClient } from '../../../lib/api-client.ts';
import type { TThreadCursor } from '../../../lib/use-message-thread.ts';

/**
 * GET /api/messages?before=&after=: the student's thread, a page oldest → newest with both sides' receipts
 * (the newest page without a cursor; the student is the token's, never a parameter).
 */
export async function getMessages(cursor: TThreadCursor, signal?: AbortSignal): Promise<TMessageThread> {
  const response = await apiClient.get('/api/messages', { params: cursor, signal });
  return ZMessageThread.parse(response.data);
}
