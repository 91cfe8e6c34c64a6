import { ERROR_MESSAGES, TOAST_MESSAGES } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { loadSignInRequests } from '../api/load-sign-in-requests.ts';

/** Sends a code: toasts 'OTP sent successfully!', or the server's reason (a 429 tells the wait) / 'Failed to generate OTP!'. */
export const useGenerateOtp = () =>
  useMutation({
    mutationFn: async (mobileNumber: string) => (await loadSignInRequests()).generateOtp(mobileNumber),
    meta: { successMessage: TOAST_MESSAGES.otpSent, errorMessage: ERROR_MESSAGES.generateOtp },
  });
