import {
  DEFAULT_QUIET_HOURS,
  DEFAULT_STAFF_CHANNELS,
  DEFAULT_STUDENT_CHANNELS,
  REQUIRED_CHANNELS,
  type TChannelChoice,
  type TNotificationTopic,
  type TOptionalChannel,
  type TQuietHours,
  type TTopicChannels,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { notificationPreferences } from './notifications-tables.ts';

/** A person's choices as they apply: defaults for what they never chose, required channels always on. */
export type TEffectivePreferences = {
  channels: Partial<Record<TNotificationTopic, TChannelChoice>>;
  quietHours: TQuietHours;
  /** The verified email address, or null. */
  email: string | null;
};

export const defaultChannelsFor = (role: string): Partial<Record<TNotificationTopic, TChannelChoice>> =>
  role === 'STUDENT' ? DEFAULT_STUDENT_CHANNELS : DEFAULT_STAFF_CHANNELS;

export async function preferencesOf(
  db: TDb,
  user: { id: number; role: string },
): Promise<TEffectivePreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id));
  const defaults = defaultChannelsFor(user.role);
  const chosen = (row?.channels ?? {}) as TTopicChannels;
  const channels: Partial<Record<TNotificationTopic, TChannelChoice>> = {};
  for (const [topic, fallback] of Object.entries(defaults) as [TNotificationTopic, TChannelChoice][]) {
    const choice = { ...fallback, ...chosen[topic] };
    for (const channel of REQUIRED_CHANNELS[topic] ?? []) choice[channel] = true;
    channels[topic] = choice;
  }
  return {
    channels,
    quietHours: row
      ? { enabled: row.quietHoursEnabled, start: row.quietStart, end: row.quietEnd }
      : { ...DEFAULT_QUIET_HOURS },
    email: row?.emailVerifiedAt && row.email ? row.email : null,
  };
}

/** The outside channels a topic reaches this person on (none for a topic their role does not have). */
export function channelsFor(
  preferences: TEffectivePreferences,
  topic: TNotificationTopic,
): TOptionalChannel[] {
  const choice = preferences.channels[topic];
  if (!choice) return [];
  return (Object.keys(choice) as TOptionalChannel[]).filter((channel) => choice[channel]);
}

/** The topics a person has chosen so far (the rest take the defaults), or {} before any choice. */
export async function chosenChannelsOf(db: TDb, userId: number): Promise<TTopicChannels> {
  const [row] = await db
    .select({ channels: notificationPreferences.channels })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return (row?.channels ?? {}) as TTopicChannels;
}

/** Writes a person's channels and quiet hours, leaving their email address as it is. */
export async function saveChoices(
  db: TDb,
  userId: number,
  choices: { channels: TTopicChannels; quietHours: TQuietHours; at: Date },
): Promise<void> {
  const values = {
    channels: choices.channels,
    quietHoursEnabled: choices.quietHours.enabled,
    quietStart: choices.quietHours.start,
    quietEnd: choices.quietHours.end,
    updatedAt: choices.at,
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
}

/** Sets (an address just verified) or clears (null) the address emails go to. */
export async function saveVerifiedEmail(
  db: TDb,
  userId: number,
  email: string | null,
  at: Date,
): Promise<void> {
  const values = { email, emailVerifiedAt: email ? at : null, updatedAt: at };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
}
