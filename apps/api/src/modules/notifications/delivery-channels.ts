import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { TNotifyConfig } from '../../config/env.ts';
import type { TDeliveryChannels } from './channels.ts';

/**
 * The senders picked once from config. Email: the MAIL_OUTBOX file outside production, else the log
 * (a line without the address or the words). Texts: the NOTIFY_OUTBOX file outside production, else the
 * log (the number masked by the logger).
 */
export function createDeliveryChannels(
  config: TNotifyConfig | undefined,
  log: FastifyBaseLogger,
): TDeliveryChannels {
  const mailOutbox = config?.mailOutbox;
  const textOutbox = config?.textOutbox;
  const append = (file: string, line: unknown) =>
    fs.appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
  return {
    async sendEmail({ to, text, link, notification }) {
      if (mailOutbox) {
        await append(mailOutbox, {
          to,
          subject: text.title,
          text: `${text.body}\n\n${link}`,
          notificationId: notification.id,
        });
        return;
      }
      log.info(
        { notificationId: notification.id },
        'email not sent: set SMTP_URL (or MAIL_OUTBOX outside production)',
      );
    },
    async sendEmailCode({ to, code }) {
      if (mailOutbox) {
        await append(mailOutbox, { to, subject: 'Your email verification code', code });
        return;
      }
      log.info('email code not sent: set SMTP_URL (or MAIL_OUTBOX outside production)');
    },
    async sendText({ channel, to, text }) {
      if (textOutbox) {
        await append(textOutbox, { channel, mobileNumber: to, message: text });
        return;
      }
      log.info(
        { channel, mobileNumber: to },
        'text not sent: set NOTIFY_WEBHOOK_URL (or NOTIFY_OUTBOX outside production)',
      );
    },
    describe: () => ({ email: mailOutbox ? 'OUTBOX' : 'LOG', texts: textOutbox ? 'OUTBOX' : 'LOG' }),
    close: async () => {},
  };
}
