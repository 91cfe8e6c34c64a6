import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { ZRole } from './enums.ts';
import { MOBILE_NUMBER_MAX_INPUT, normalizeMobileNumber } from './validation/mobile-number.ts';

/** Texts of the phone-OTP sign-in that the spec does not word itself. */
export const AUTH_MESSAGES = {
  invalidMobileNumber: 'Enter a valid 10-digit Indian mobile number',
  invalidOtpFormat: `Enter the ${LIMITS.otpDigits}-digit code sent to your phone`,
  unknownEventCode: 'Unknown event code',
  otpSendFailed: 'Could not send the OTP, please try again',
  loggedOut: 'Logged out successfully!',
} as const;

/**
 * An Indian mobile number: 10 digits, the first 6 to 9. The usual forms ('+91 98450 12345', '098450-12345')
 * are accepted and become those 10 digits (normalizeMobileNumber), here and on the sign-in screen alike.
 */
export const ZMobileNumber = z
  .string({ error: AUTH_MESSAGES.invalidMobileNumber })
  .max(MOBILE_NUMBER_MAX_INPUT, AUTH_MESSAGES.invalidMobileNumber)
  .transform(normalizeMobileNumber)
  .pipe(z.string().regex(/^[6-9]\d{9}$/, AUTH_MESSAGES.invalidMobileNumber));
export type TMobileNumber = z.infer<typeof ZMobileNumber>;

/** A string so that codes starting with 0 keep their leading zero. */
export const ZOtpCode = z
  .string({ error: AUTH_MESSAGES.invalidOtpFormat })
  .max(LIMITS.otpDigits, AUTH_MESSAGES.invalidOtpFormat)
  .regex(new RegExp(`^\\d{${LIMITS.otpDigits}}$`), AUTH_MESSAGES.invalidOtpFormat);

/** POST /otp/generate?mobileNumber= */
export const ZOtpGenerateQuery = z.object({ mobileNumber: ZMobileNumber });
export type TOtpGenerateQuery = z.infer<typeof ZOtpGenerateQuery>;

/** POST /otp/verify body; unknown keys are refused (400). */
export const ZOtpVerifyBody = z.strictObject({ mobileNumber: ZMobileNumber, otp: ZOtpCode });
export type TOtpVerifyBody = z.infer<typeof ZOtpVerifyBody>;

/** POST /otp/verify?event=<eventCode>; an empty value means no event. */
export const ZOtpVerifyQuery = z.object({ event: z.string().trim().max(32).optional() });
export type TOtpVerifyQuery = z.infer<typeof ZOtpVerifyQuery>;

export const ZOtpVerifyResponse = z.object({
  token: z.string(),
  studentId: z.number().int(),
  /** Null for staff accounts, which have no enrollment. */
  enrollmentId: z.number().int().nullable(),
  referenceId: z.string(),
  userName: z.string(),
  /** True only on the sign-in that created the account. */
  isNewUser: z.boolean(),
  role: ZRole,
});
export type TOtpVerifyResponse = z.infer<typeof ZOtpVerifyResponse>;

/**
 * GET /auth/session: the sign-in answer's account fields for the token's account, so a tab that has the
 * token (local storage) but not the per-tab keys (§3 session storage: a second tab, a new window) can
 * restore them. isEvent is the server's record (an event registration makes a student an event user).
 */
export const ZSessionResponse = ZOtpVerifyResponse.pick({
  studentId: true,
  enrollmentId: true,
  referenceId: true,
  userName: true,
  role: true,
}).extend({ isEvent: z.boolean() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
