// Who hears about what, and how: channels per topic, quiet hours for texts, a verified email address.
import { z } from 'zod';
import {
  NOTIFICATION_TOPICS,
  OPTIONAL_CHANNELS,
  type TNotificationTopic,
  type TOptionalChannel,
} from './notification-kinds.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from './validation/email.ts';

export const NOTIFICATION_TOPIC_LABELS: Record<TNotificationTopic, string> = {
  DOCUMENTS: 'Document checks',
  COUNSELLING: 'Counselling bookings',
  REMINDERS: 'Session reminders',
  PAYMENTS: 'Payments',
  APPLICATIONS: 'Application updates',
  OFFERS: 'Offers and offer conditions',
  MESSAGES: 'Messages from the consultancy',
  STAFF_WORK: 'Work for me (uploads, bookings, student changes, messages)',
};

export const NOTIFICATION_CHANNEL_LABELS: Record<TOptionalChannel, string> = {
  EMAIL: 'Email',
  SMS: 'SMS',
  WHATSAPP: 'WhatsApp',
};

export const STUDENT_TOPICS = NOTIFICATION_TOPICS.filter((topic) => topic !== 'STAFF_WORK');
export const STAFF_TOPICS = ['STAFF_WORK'] as const satisfies readonly TNotificationTopic[];

/**
 * Channels a topic always uses, whatever the person chooses: offers reach the student by SMS (and by email
 * once one is verified). Sign-in codes, always by SMS, are not notifications and are listed apart.
 */
export const REQUIRED_CHANNELS: Partial<Record<TNotificationTopic, readonly TOptionalChannel[]>> = {
  OFFERS: ['EMAIL', 'SMS'],
};

export type TChannelChoice = Record<TOptionalChannel, boolean>;
export type TTopicChannels = Partial<Record<TNotificationTopic, TChannelChoice>>;

const all = (email: boolean, sms: boolean, whatsapp = false): TChannelChoice => ({
  EMAIL: email,
  SMS: sms,
  WHATSAPP: whatsapp,
});

/** What a new account starts with: the centre for everything, email for everything once verified, SMS for what is urgent. */
export const DEFAULT_STUDENT_CHANNELS: Record<(typeof STUDENT_TOPICS)[number], TChannelChoice> = {
  DOCUMENTS: all(true, true),
  COUNSELLING: all(true, false),
  REMINDERS: all(true, true),
  PAYMENTS: all(true, false),
  APPLICATIONS: all(true, false),
  OFFERS: all(true, true),
  MESSAGES: all(true, false),
};
export const DEFAULT_STAFF_CHANNELS: Record<(typeof STAFF_TOPICS)[number], TChannelChoice> = {
  STAFF_WORK: all(true, false),
};

/** Quiet hours, India time: texts (SMS, WhatsApp) wait until they end; the centre and email do not. */
export const DEFAULT_QUIET_HOURS = { enabled: true, start: '21:00', end: '08:00' } as const;
export const QUIET_HOURS_TIME_ZONE = 'Asia/Kolkata';

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  requiredChannel: (topic: string, channel: string) => `${channel} cannot be turned off for ${topic}`,
  unknownTopic: 'This kind of notification is not available for your account',
  quietHoursTime: 'Quiet hours must be times like 21:00',
  quietHoursSame: 'Quiet hours must start and end at different times',
  invalidEmail: 'Enter a valid email address',
  codeFormat: 'Enter the 6-digit code from the email',
  codeWrong: 'That code is not right. Check the latest email and try again',
  codeExpired: 'That code has expired. Send a new one',
  codeTooManyTries: 'Too many wrong codes. Send a new one',
  noPendingEmail: 'Add an email address first',
  tooManyEmails: 'Too many codes sent. Try again in an hour',
  emailSent: (address: string) => `We sent a 6-digit code to ${address}`,
  emailVerified: 'Email address verified',
  emailRemoved: 'Email address removed',
  saved: 'Notification settings saved',
  emailNeeded: 'Add and verify an email address to receive emails',
  emailNotSent: 'We could not send the email just now. Try again in a few minutes',
} as const;

/** The audit action of a staff member changing their own notification settings (entity NOTIFICATION_SETTINGS). */
export const NOTIFICATION_AUDIT_ACTIONS = { settingsChanged: 'NOTIFICATION_SETTINGS_CHANGED' } as const;

/** The sign-in number as the settings show it: first two and last two digits (98******10). */
export function maskMobileNumber(mobileNumber: string): string {
  if (mobileNumber.length <= 4) return '*'.repeat(mobileNumber.length);
  return `${mobileNumber.slice(0, 2)}${'*'.repeat(mobileNumber.length - 4)}${mobileNumber.slice(-2)}`;
}

export const EMAIL_VERIFICATION_POLICY = {
  codeLifetimeMinutes: 30,
  maxWrongCodes: 5,
  maxSendsPerHour: 5,
} as const;

const ZHourMinute = z
  .string({ error: NOTIFICATION_PREFERENCE_MESSAGES.quietHoursTime })
  .max(5, NOTIFICATION_PREFERENCE_MESSAGES.quietHoursTime)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, NOTIFICATION_PREFERENCE_MESSAGES.quietHoursTime);

export const ZQuietHours = z
  .strictObject({ enabled: z.boolean(), start: ZHourMinute, end: ZHourMinute })
  .refine((hours) => hours.start !== hours.end, {
    message: NOTIFICATION_PREFERENCE_MESSAGES.quietHoursSame,
    path: ['end'],
  });
export type TQuietHours = z.infer<typeof ZQuietHours>;

export const ZChannelChoice = z.strictObject({ EMAIL: z.boolean(), SMS: z.boolean(), WHATSAPP: z.boolean() });

export const ZNotificationPreferences = z.object({
  /** One row per topic this account can receive (students: STUDENT_TOPICS; staff: STAFF_TOPICS). */
  topics: z.array(
    z.object({
      topic: z.enum(NOTIFICATION_TOPICS),
      channels: ZChannelChoice,
      /** Channels that stay on (REQUIRED_CHANNELS). */
      required: z.array(z.enum(OPTIONAL_CHANNELS)),
    }),
  ),
  quietHours: ZQuietHours,
  email: z.object({
    /** The verified address emails go to; null until one is verified. */
    address: z.string().nullable(),
    /** An address waiting for its code. */
    pendingAddress: z.string().nullable(),
  }),
  /** Where SMS and WhatsApp go: the sign-in number, masked (98******10). */
  mobileNumberMasked: z.string(),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

export const ZNotificationPreferencesBody = z.strictObject({
  topics: z
    .array(z.strictObject({ topic: z.enum(NOTIFICATION_TOPICS), channels: ZChannelChoice }))
    .max(NOTIFICATION_TOPICS.length),
  quietHours: ZQuietHours,
});
export type TNotificationPreferencesBody = z.infer<typeof ZNotificationPreferencesBody>;

export const ZNotificationEmailBody = z.strictObject({
  email: z
    .string({ error: NOTIFICATION_PREFERENCE_MESSAGES.invalidEmail })
    .trim()
    .max(EMAIL_MAX_LENGTH, NOTIFICATION_PREFERENCE_MESSAGES.invalidEmail)
    .refine(isValidEmail, NOTIFICATION_PREFERENCE_MESSAGES.invalidEmail),
});
export const ZNotificationEmailVerifyBody = z.strictObject({
  code: z
    .string({ error: NOTIFICATION_PREFERENCE_MESSAGES.codeFormat })
    .max(6, NOTIFICATION_PREFERENCE_MESSAGES.codeFormat)
    .regex(/^\d{6}$/, NOTIFICATION_PREFERENCE_MESSAGES.codeFormat),
});
