/** What the SMS gateway webhook is given: sign-in codes send the first two, notifications the channel too. */
export type TWebhookText = { mobileNumber: string; message: string; channel?: 'sms' | 'whatsapp' };

/** The gateway did not take the text: unreachable (no status), or it answered with an error status. */
export class WebhookError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * POSTs one text to the gateway as JSON. A redirect is a refusal (the text must not be carried to an
 * address nobody configured); the body is drained so the connection can be reused; the reply is not needed.
 */
export async function postToWebhook(url: string, text: TWebhookText, timeoutMs: number): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(text),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new WebhookError(`text gateway ${reason}`, undefined, { cause: error });
  }
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) {
    throw new WebhookError(`text gateway answered ${response.status}`, response.status);
  }
}
