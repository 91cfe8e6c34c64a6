import {
  NOTIFICATION_PREFERENCE_MESSAGES as MESSAGES,
  maskMobileNumber,
  NOTIFICATION_AUDIT_ACTIONS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_TOPIC_LABELS,
  REQUIRED_CHANNELS,
  type TNotificationPreferences,
  type TNotificationPreferencesBody,
  type TNotificationTopic,
  type TOptionalChannel,
  type TTopicChannels,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { findEmailVerification } from './email-verification-repository.ts';
import { chosenChannelsOf, defaultChannelsFor, preferencesOf, saveChoices } from './preference-repository.ts';
import { findRecipient } from './recipients-read-model.ts';

export type TPreferenceDeps = { db: TDb; clock: { now: () => Date } };

const topicsOf = (role: string) => Object.keys(defaultChannelsFor(role)) as TNotificationTopic[];

/** The settings screen's view of a person's choices: defaults filled in, required channels on. */
export async function getMyPreferences(
  { db, clock }: TPreferenceDeps,
  user: TSessionUser,
): Promise<TNotificationPreferences> {
  const recipient = await findRecipient(db, user.id);
  if (!recipient) throw notFound('account not found');
  const effective = await preferencesOf(db, { id: user.id, role: user.role });
  const pending = await findEmailVerification(db, user.id);
  return {
    topics: topicsOf(user.role).map((topic) => ({
      topic,
      channels: effective.channels[topic] ?? { EMAIL: false, SMS: false, WHATSAPP: false },
      required: [...(REQUIRED_CHANNELS[topic] ?? [])],
    })),
    quietHours: effective.quietHours,
    email: {
      address: effective.email,
      // An expired code (or one ended by verifying or removing) is no longer waiting.
      pendingAddress: pending && pending.expiresAt > clock.now() ? pending.email : null,
    },
    mobileNumberMasked: maskMobileNumber(recipient.mobileNumber),
  };
}

/** The first rule the body breaks, or undefined: a topic this role lacks, a required channel turned off. */
function refusalOf(role: string, body: TNotificationPreferencesBody): string | undefined {
  const topics = topicsOf(role);
  for (const { topic, channels } of body.topics) {
    if (!topics.includes(topic)) return MESSAGES.unknownTopic;
    const off = (REQUIRED_CHANNELS[topic] ?? []).find((channel: TOptionalChannel) => !channels[channel]);
    if (off)
      return MESSAGES.requiredChannel(NOTIFICATION_TOPIC_LABELS[topic], NOTIFICATION_CHANNEL_LABELS[off]);
  }
  return undefined;
}

/**
 * Saves the topics sent (those left out keep their earlier choice or the default) and the quiet hours;
 * a staff member's change is audited in the same transaction. A refused body changes nothing.
 */
export async function saveMyPreferences(
  deps: TPreferenceDeps,
  user: TSessionUser,
  body: TNotificationPreferencesBody,
): Promise<TNotificationPreferences> {
  const refusal = refusalOf(user.role, body);
  if (refusal) throw badRequest(refusal, [{ path: 'topics', message: refusal }]);
  const before = isStaff(user) ? await getMyPreferences(deps, user) : undefined;
  await deps.db.transaction(async (tx) => {
    const channels: TTopicChannels = { ...(await chosenChannelsOf(tx, user.id)) };
    for (const { topic, channels: choice } of body.topics) channels[topic] = choice;
    await saveChoices(tx, user.id, { channels, quietHours: body.quietHours, at: deps.clock.now() });
    if (before) {
      await recordAudit(tx, {
        actor: user,
        studentId: null,
        action: NOTIFICATION_AUDIT_ACTIONS.settingsChanged,
        entityType: 'NOTIFICATION_SETTINGS',
        entityId: user.id,
        before: { topics: before.topics, quietHours: before.quietHours },
        after: { topics: body.topics, quietHours: body.quietHours },
      });
    }
  });
  return getMyPreferences(deps, user);
}
