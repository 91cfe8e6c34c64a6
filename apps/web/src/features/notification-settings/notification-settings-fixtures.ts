import {
  DEFAULT_QUIET_HOURS,
  DEFAULT_STUDENT_CHANNELS,
  REQUIRED_CHANNELS,
  STUDENT_TOPICS,
  type TNotificationPreferences,
} from '@portal/contract';

/** A new student's settings as the API answers them (defaults, no email), with overrides. */
export const studentPreferencesOf = (
  overrides: Partial<TNotificationPreferences> = {},
): TNotificationPreferences => ({
  topics: STUDENT_TOPICS.map((topic) => ({
    topic,
    channels: { ...DEFAULT_STUDENT_CHANNELS[topic] },
    required: [...(REQUIRED_CHANNELS[topic] ?? [])],
  })),
  quietHours: { ...DEFAULT_QUIET_HOURS },
  email: { address: null, pendingAddress: null },
  mobileNumberMasked: '98******10',
  ...overrides,
});
