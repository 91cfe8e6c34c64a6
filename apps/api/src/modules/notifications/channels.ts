import type { TEmailSender, TNotificationText, TTextSender } from '@portal/contract';
import type { TNotificationRow } from './notification-repository.ts';

/** What an email sender is given: the words, the one link, and the notification (for an .ics attachment). */
export type TEmailMessage = {
  to: string;
  notification: TNotificationRow;
  text: TNotificationText;
  /** `${PUBLIC_URL}/notifications/{id}`: opens the notification, then its place in the portal. */
  link: string;
};

export type TTextMessage = { channel: 'SMS' | 'WHATSAPP'; to: string; text: string };

/** How notifications leave the portal; each send throws when the far side refused or was unreachable. */
export type TDeliveryChannels = {
  sendEmail: (message: TEmailMessage) => Promise<void>;
  sendText: (message: TTextMessage) => Promise<void>;
  /** The 6-digit code that verifies an email address before notifications use it. */
  sendEmailCode: (message: { to: string; code: string }) => Promise<void>;
  /** What is configured, for the admin page: no addresses, no secrets. */
  describe: () => { email: TEmailSender; texts: TTextSender };
  close: () => Promise<void>;
};
