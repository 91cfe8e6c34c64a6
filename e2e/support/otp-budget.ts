import fs from 'node:fs';

/**
 * The API's per-IP limits the whole run shares (every test comes from 127.0.0.1):
 * apps/api/src/modules/auth/otp-policy.ts (sends) and modules/events/routes.ts (event lookups).
 */
const OTP_SENDS_PER_IP_PER_10_MIN = 100;

/**
 * Global teardown: how many codes this run had sent, against the per-IP limit. A suite that grows
 * past the warning line must be told to the lead (sign in fewer times, e.g. share a signed-in student
 * in a spec) — never raise the API's limits for it.
 */
export default function reportOtpSends(): void {
  const outbox = process.env.E2E_OTP_OUTBOX;
  if (!outbox || !fs.existsSync(outbox)) return;
  const sends = fs.readFileSync(outbox, 'utf8').split('\n').filter(Boolean).length;
  const share = Math.round((sends / OTP_SENDS_PER_IP_PER_10_MIN) * 100);
  console.log(
    `e2e: ${sends} OTP sends this run (${share}% of the ${OTP_SENDS_PER_IP_PER_10_MIN} per IP per 10 minutes)`,
  );
  if (share >= 80) {
    console.warn('e2e: WARNING — close to the per-IP OTP limit; later tests may get 429 Too many requests.');
  }
}
