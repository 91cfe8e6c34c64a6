import { ZMobileNumber, ZOtpCode } from '@portal/contract';
import type { z } from 'zod';

/**
 * The sign-in screen's request code, one lazy chunk (loadSignInRequests): axios, zod and the contract's
 * schemas stay out of the screen's first load and arrive while the student types their number.
 * Keep it that way: the screen's own modules import from the contract only zod-free values (constants,
 * messages, storage keys); the rules and their messages (AUTH_MESSAGES sits beside the schemas) come from here.
 */
export { verifyEventCode } from '../event-verification.ts';
export { resolveSignInDestination } from '../sign-in-destination.ts';
export { generateOtp } from './generate-otp.ts';
export { verifyOtp } from './verify-otp.ts';

const issueOf = (schema: z.ZodType, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

/** The contract's message for a number the server would refuse, or null when it is valid. */
export const mobileNumberIssue = (value: string) => issueOf(ZMobileNumber, value);

/** The contract's message for a code that is not 6 digits, or null. */
export const otpIssue = (value: string) => issueOf(ZOtpCode, value);
