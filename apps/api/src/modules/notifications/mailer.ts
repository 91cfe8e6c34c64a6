import nodemailer from 'nodemailer';
import { maskEmailsIn } from '../../lib/log-serializers.ts';
import type { TEmailContent } from './email-content.ts';

export type TOutgoingEmail = TEmailContent & {
  to: string;
  /** An iCalendar file: sent as the calendar part of the email and attached under this name. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; fileName: string; content: string };
};

export type TMailer = { send: (email: TOutgoingEmail) => Promise<void>; close: () => void };

/**
 * Time limits well inside the delivery job's 2-minute expiry: a server that does not answer fails the
 * attempt and pg-boss retries it later, instead of the job being held until it expires.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Why a send failed, in words that never hold an address (servers quote the recipient in replies). */
export class MailError extends Error {}

function mailError(error: unknown): MailError {
  const record = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof record.code === 'string' ? record.code : 'ESEND';
  const reply = typeof record.message === 'string' ? record.message : 'the SMTP server refused the email';
  return new MailError(
    `SMTP ${code}${record.responseCode ? ` ${record.responseCode}` : ''}: ${maskEmailsIn(reply)}`,
  );
}

/** Email through the SMTP server of SMTP_URL (smtp:// with STARTTLS when offered, or smtps://). */
export function createMailer(smtpUrl: string, from: string): TMailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send({ to, subject, text, html, calendar }) {
      try {
        await transport.sendMail({
          from,
          to,
          subject,
          text,
          html,
          ...(calendar
            ? {
                icalEvent: {
                  method: calendar.method,
                  filename: calendar.fileName,
                  content: calendar.content,
                },
              }
            : {}),
        });
      } catch (error) {
        throw mailError(error);
      }
    },
    close: () => transport.close(),
  };
}
