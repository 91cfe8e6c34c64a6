import { ZMessageAttachmentLink } from '@portal/contract';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/messages/{messageId}/attachment: a short-lived signed link to the message's file. */
export async function getMessageAttachmentLink(messageId: number): Promise<string> {
  const response = await apiClient.get(`/api/messages/${messageId}/attachment`);
  return ZMessageAttachmentLink.parse(response.data).tempURL;
}
