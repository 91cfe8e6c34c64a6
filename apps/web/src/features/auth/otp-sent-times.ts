import { OTP_SENT_TIMES_STORAGE_KEY } from '@portal/contract';

/**
 * When a code was last sent to each number in this tab (session storage), so the resend timer belongs to
 * the number and the session, not to the screen: "Change number" and back, or a reload,
 * does not send a new code before RESEND_AFTER_SECONDS. The server limits sends too (3 per 10 minutes).
 */
type TSentTimes = Record<string, number>;

function readAll(): TSentTimes {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(OTP_SENT_TIMES_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as TSentTimes) : {};
  } catch {
    return {};
  }
}

/** When the last code was sent to `mobileNumber` in this tab (epoch ms), if one was. */
export function readCodeSentAt(mobileNumber: string): number | undefined {
  const at = readAll()[mobileNumber];
  return typeof at === 'number' && Number.isFinite(at) ? at : undefined;
}

export function storeCodeSentAt(mobileNumber: string, at: number): void {
  try {
    sessionStorage.setItem(OTP_SENT_TIMES_STORAGE_KEY, JSON.stringify({ ...readAll(), [mobileNumber]: at }));
  } catch {
    // storage disabled: the timer lasts as long as the screen
  }
}

/** A code that signed in is used: the next sign-in of the number asks for a new one at once. */
export function forgetCodeSentAt(mobileNumber: string): void {
  try {
    const { [mobileNumber]: _used, ...others } = readAll();
    sessionStorage.setItem(OTP_SENT_TIMES_STORAGE_KEY, JSON.stringify(others));
  } catch {
    // storage disabled
  }
}
