import { ZMessageResponse } from '@portal/contract';
import { apiClient } from '../api-client.ts';

/** GET /auth/logout (§7): revokes the token on the server. */
export async function logout(): Promise<void> {
  const response = await apiClient.get('/auth/logout');
  ZMessageResponse.parse(response.data);
}
