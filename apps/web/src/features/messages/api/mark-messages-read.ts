import { ZMessageReadBody } from '@portal/contract';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT /api/messages/read {upToId}: the student has read the thread up to this message (never moves back). */
export async function markMessagesRead(upToId: number): Promise<void> {
  await apiClient.put('/api/messages/read', ZMessageReadBody.parse({ upToId }));
}
