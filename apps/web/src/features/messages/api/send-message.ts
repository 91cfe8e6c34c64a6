import { type TMessage, ZMessage } from '@portal/contract';
import type { TOutgoingMessage } from '../../../components/messages/message-models.ts';
import { FILE_TRANSFER_TIMEOUT_MS } from '../../../lib/api/file-transfer.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/messages (multipart: `body`, optional `file`): 201 with the message as stored. */
export async function sendMessage({ body, file }: TOutgoingMessage): Promise<TMessage> {
  const form = new FormData();
  form.append('body', body);
  if (file) form.append('file', file);
  const response = await apiClient.post('/api/messages', form, {
    // Not the client's JSON default (axios would turn the form into JSON); the browser adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: file ? FILE_TRANSFER_TIMEOUT_MS : undefined,
  });
  return ZMessage.parse(response.data);
}
