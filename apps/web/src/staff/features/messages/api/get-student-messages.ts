import { type TMessageThread, ZMessageThread } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';
import type { TThreadCursor } from '../../../../lib/use-message-thread.ts';

/** GET /api/staff/students/{studentId}/messages?before=&after=: a page of the student's thread (oldest → newest). */
export async function getStudentMessages(
  studentId: number,
  cursor: TThreadCursor,
  signal?: AbortSignal,
): Promise<TMessageThread> {
  const response = await apiClient.get(`/api/staff/students/${studentId}/messages`, {
    params: cursor,
    signal,
  });
  return ZMessageThread.parse(response.data);
}
