import { ZMessageResponse } from '@portal/contract';
import { apiClient } from '../api-client.ts';

/** POST /auth/logout-everywhere: ends every session of the account, this one included. */
export async function logoutEverywhere(): Promise<void> {
  const response = await apiClient.post('/auth/logout-everywhere');
  ZMessageResponse.parse(response.data);
}
