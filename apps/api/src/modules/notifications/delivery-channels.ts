import fs from 'node:fs/promises';
import { OTP_LIMITS, type TEmailSender } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TDeliveryChannels } from './channels.ts';
import { emailCodeEmail, notificationEmail } from './email-content.ts';
import { createMailer, type TOutgoingEmail } from './mailer.ts';
import { sessionAttachment, type TSessionSeriesLookup } from './session-attachment.ts';
import { notificationTextBudget } from './text-budget.ts';
import { createTextGateway } from './text-gateway.ts';

export type TChannelDeps = {
  config: Pick<TConfig, 'env' | 'notify' | 'otpSmsBudgetPerHour'>;
  db: TDb;
  clock: { now: () => Date };
  log: FastifyBaseLogger;
  /** Names a session email's calendar event (the counselling module's, given by app.ts). */
  sessionSeriesOf: TSessionSeriesLookup;
};

/** Email off in production without SMTP_URL: a clear failure, retried, shown on the admin page. */
export class EmailOffError extends Error {}

/**
 * The senders, picked once from config (docs/notifications.md, "Channels"). Email: SMTP_URL; else,
 * outside production, the MAIL_OUTBOX file (one JSON line per email) or the development log; in
 * production without SMTP_URL, off. Texts: text-gateway.ts.
 */
export function createDeliveryChannels({
  config,
  db,
  clock,
  log,
  sessionSeriesOf,
}: TChannelDeps): TDeliveryChannels {
  const notify = config.notify;
  const production = config.env === 'production';
  const publicUrl = notify?.publicUrl ?? 'http://localhost';
  const mailFrom = notify?.mailFrom ?? 'no-reply@localhost';
  const mailer = notify?.smtpUrl ? createMailer(notify.smtpUrl, mailFrom) : undefined;
  const mailOutbox = !production ? notify?.mailOutbox : undefined;
  let email: TEmailSender = 'LOG';
  if (mailer) email = 'SMTP';
  else if (mailOutbox) email = 'OUTBOX';
  else if (production) email = 'OFF';
  const texts = createTextGateway({
    webhookUrl: notify?.webhookUrl,
    outbox: notify?.textOutbox,
    production,
    budgetPerHour: notificationTextBudget(config.otpSmsBudgetPerHour ?? OTP_LIMITS.defaultSmsBudgetPerHour),
    db,
    clock,
    log,
  });

  const deliver = async (message: TOutgoingEmail, logged: Record<string, unknown>) => {
    if (mailer) return mailer.send(message);
    if (mailOutbox) {
      const { to, subject, text, html, calendar } = message;
      const line = { to, subject, text, html, attachments: calendar ? [calendar.fileName] : [] };
      await fs.appendFile(mailOutbox, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      return;
    }
    if (production) throw new EmailOffError('email is off: SMTP_URL is not set');
    log.info(logged, 'email (development log: set SMTP_URL, or MAIL_OUTBOX for a file)');
  };

  return {
    async sendEmail({ to, text, link, notification }) {
      const calendar = await sessionAttachment(db, notification, {
        to,
        link,
        publicUrl,
        mailFrom,
        sessionSeriesOf,
      });
      const content = notificationEmail(text, link, { calendar: Boolean(calendar) });
      await deliver(
        { to, ...content, ...(calendar ? { calendar } : {}) },
        { notificationId: notification.id, subject: content.subject, link },
      );
    },
    async sendEmailCode({ to, code }) {
      // The code is in the development log as sign-in codes are; never in production's.
      await deliver({ to, ...emailCodeEmail(code) }, { code });
    },
    sendText: texts.send,
    describe: () => ({ email, texts: texts.kind }),
    close: async () => mailer?.close(),
  };
}
