/** The OTP rules of the architecture page's security section, in one place. */
export const OTP_POLICY = {
  /** A code is good for 5 minutes after it was sent. */
  lifetimeMs: 5 * 60 * 1000,
  /** After this many wrong guesses the code is dead (a new one must be requested). */
  maxWrongTries: 5,
  /** Sends per number per window, counted in the database so restarts and several processes agree. */
  sendsPerNumber: 3,
  sendWindowMs: 10 * 60 * 1000,
  /** Per IP: generous, because a recruitment fair puts a hundred students behind one Wi-Fi address. */
  sendsPerIp: 100,
  /** Verify allows retries for typos, so it is looser than sending. */
  verifiesPerIp: 300,
  ipWindow: '10 minutes',
  /** An SMS gateway that hangs must not hold the request beyond the client's own 10-second timeout. */
  webhookTimeoutMs: 5000,
} as const;
