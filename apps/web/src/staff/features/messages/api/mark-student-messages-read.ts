import { ZMessageReadBody } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';

/** PUT /api/staff/students/{studentId}/messages/read {upToId}: the consultancy has read up to there. */
export async function markStudentMessagesRead(studentId: number, upToId: number): Promise<void> {
  await apiClient.put(`/api/staff/students/${studentId}/messages/read`, ZMessageReadBody.parse({ upToId }));
}
