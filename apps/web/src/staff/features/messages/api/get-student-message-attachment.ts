import { ZMessageAttachmentLink } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/staff/students/{studentId}/messages/{messageId}/attachment: a short-lived signed link. */
export async function getStudentMessageAttachmentLink(studentId: number, messageId: number): Promise<string> {
  const response = await apiClient.get(`/api/staff/students/${studentId}/messages/${messageId}/attachment`);
  return ZMessageAttachmentLink.parse(response.data).tempURL;
}
