import { type TOtpVerifyResponse, ZOtpVerifyResponse } from '@portal/contract';
import { apiClient } from '../../../lib/api-client.ts';

export type TVerifyOtpInput = {
  mobileNumber: string;
  otp: string;
  /** A verified event code: the server marks the student as its attendee (§4 Event verification). */
  eventCode?: string | null | undefined;
};

/**
 * POST /otp/verify?event= with {mobileNumber, otp} (§7; apps/api/src/modules/auth). A wrong code is 401
 * UNAUTHORIZED 'Invalid OTP', which the §4 rule leaves on the login screen.
 */
export async function verifyOtp({
  mobileNumber,
  otp,
  eventCode,
}: TVerifyOtpInput): Promise<TOtpVerifyResponse> {
  const response = await apiClient.post(
    '/otp/verify',
    { mobileNumber, otp },
    { params: eventCode ? { event: eventCode } : undefined },
  );
  return ZOtpVerifyResponse.parse(response.data);
}
