import fs from 'node:fs/promises';
import { AUTH_MESSAGES } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import { postToWebhook, WebhookError } from '../../lib/text-webhook.ts';
import { OTP_POLICY } from './otp-policy.ts';

export type TOtpSender = (mobileNumber: string, otp: string) => Promise<void>;

const unavailable = () => new AppError('SERVICE_UNAVAILABLE', AUTH_MESSAGES.otpSendFailed);

export const smsText = (otp: string) =>
  `${otp} is your study-abroad portal sign-in code. It expires in ${OTP_POLICY.lifetimeMs / 60_000} minutes. Do not share it with anyone.`;

/**
 * Picks the delivery channel once from config: the outbox file (tests, local e2e), the SMS
 * gateway webhook (production), or the development log. Config refuses production with an
 * outbox or without a webhook; the checks here only make sure a code never reaches a production log.
 */
export function createOtpSender(
  config: Pick<TConfig, 'env' | 'otpOutbox' | 'otpWebhookUrl'>,
  log: FastifyBaseLogger,
): TOtpSender {
  const { otpOutbox, otpWebhookUrl } = config;
  if (otpOutbox && config.env !== 'production') {
    return async (mobileNumber, otp) => {
      await fs.appendFile(otpOutbox, `${JSON.stringify({ mobileNumber, otp })}\n`, { mode: 0o600 });
    };
  }
  if (otpWebhookUrl) {
    return async (mobileNumber, otp) => {
      try {
        await postToWebhook(
          otpWebhookUrl,
          { mobileNumber, message: smsText(otp) },
          OTP_POLICY.webhookTimeoutMs,
        );
      } catch (error) {
        const httpStatus = error instanceof WebhookError ? error.httpStatus : undefined;
        if (httpStatus === undefined) log.error({ err: error, mobileNumber }, 'OTP webhook unreachable');
        else log.error({ httpStatus, mobileNumber }, 'OTP webhook refused the message');
        throw unavailable();
      }
    };
  }
  if (config.env === 'production') {
    return async () => {
      log.error('no OTP sender configured in production');
      throw unavailable();
    };
  }
  return async (mobileNumber, otp) => {
    log.info({ mobileNumber, otp }, 'OTP code (development only: set OTP_OUTBOX or OTP_WEBHOOK_URL)');
  };
}
