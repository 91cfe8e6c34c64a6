import { ZMessageResponse } from '@portal/contract';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /otp/generate?mobileNumber= (§7): sends a 6-digit code by SMS. */
export async function generateOtp(mobileNumber: string): Promise<void> {
  const response = await apiClient.post('/otp/generate', null, { params: { mobileNumber } });
  ZMessageResponse.parse(response.data);
}
