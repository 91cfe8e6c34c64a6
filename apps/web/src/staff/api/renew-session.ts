import { ZSessionRenewResponse } from '@portal/contract';
import { apiClient } from '../../lib/api-client.ts';

/** POST /auth/session/renew (staff): a fresh token of the same session; the one sent is revoked. */
export async function renewSession(): Promise<string> {
  const response = await apiClient.post('/auth/session/renew');
  return ZSessionRenewResponse.parse(response.data).token;
}
