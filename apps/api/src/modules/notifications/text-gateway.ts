import fs from 'node:fs/promises';
import type { TTextSender } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { postToWebhook } from '../../lib/text-webhook.ts';
import type { TTextMessage } from './channels.ts';
import { spendTextBudget } from './text-budget.ts';

/** A gateway slower than this is treated as down; the job is retried later (well within its 2-minute expiry). */
const WEBHOOK_TIMEOUT_MS = 10_000;

export type TTextGateway = { kind: TTextSender; send: (message: TTextMessage) => Promise<void> };

/**
 * SMS and WhatsApp: the gateway webhook (NOTIFY_WEBHOOK_URL, else OTP_WEBHOOK_URL) within the
 * notification share of the hourly text budget; outside production without one, the NOTIFY_OUTBOX file,
 * else the development log (the number masked by the logger).
 */
export function createTextGateway(options: {
  webhookUrl: string | undefined;
  outbox: string | undefined;
  production: boolean;
  budgetPerHour: number;
  db: TDb;
  clock: { now: () => Date };
  log: FastifyBaseLogger;
}): TTextGateway {
  const { webhookUrl, outbox, db, clock, log, budgetPerHour } = options;
  if (webhookUrl) {
    return {
      kind: 'WEBHOOK',
      async send({ channel, to, text }) {
        await spendTextBudget(db, clock.now(), budgetPerHour);
        await postToWebhook(
          webhookUrl,
          { mobileNumber: to, message: text, channel: channel === 'SMS' ? 'sms' : 'whatsapp' },
          WEBHOOK_TIMEOUT_MS,
        );
      },
    };
  }
  if (outbox && !options.production) {
    return {
      kind: 'OUTBOX',
      async send({ channel, to, text }) {
        const line = { channel, mobileNumber: to, message: text };
        await fs.appendFile(outbox, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      },
    };
  }
  return {
    kind: 'LOG',
    async send({ channel, to, text }) {
      log.info(
        { channel, mobileNumber: to, text },
        'text not sent (development): set NOTIFY_WEBHOOK_URL or NOTIFY_OUTBOX',
      );
    },
  };
}
