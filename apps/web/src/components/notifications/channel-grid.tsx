import { Checkbox, Text } from '@mantine/core';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_TOPIC_LABELS,
  OPTIONAL_CHANNELS,
  type TChannelChoice,
  type TNotificationPreferences,
} from '@portal/contract';
import { NOTIFICATION_SETTINGS_TEXTS as TEXTS } from './notification-settings-texts.ts';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';

type TTopicRow = TNotificationPreferences['topics'][number];

export type TChannelGridProps = {
  topics: TTopicRow[];
  onChange: (topic: TTopicRow['topic'], channels: TChannelChoice) => void;
};

/** Topics down, channels across: one labelled checkbox per cell; a required one is on, disabled and says why. */
export function ChannelGrid({ topics, onChange }: TChannelGridProps) {
  return (
    <table className="notification-settings__grid">
      <thead>
        <tr>
          <th scope="col">{TEXTS.topicColumn}</th>
          {OPTIONAL_CHANNELS.map((channel) => (
            <th key={channel} scope="col">
              {NOTIFICATION_CHANNEL_LABELS[channel]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {topics.map((row) => {
          const topicLabel = NOTIFICATION_TOPIC_LABELS[row.topic];
          return (
            <tr key={row.topic}>
              <th scope="row">
                {topicLabel}
                {row.required.length > 0 && (
                  <Text size="xs" c="gray.7" fw={400}>
                    {TEXTS.alwaysOnNote(
                      row.required.map((c) => NOTIFICATION_CHANNEL_LABELS[c]).join(' and '),
                    )}
                  </Text>
                )}
              </th>
              {OPTIONAL_CHANNELS.map((channel) => {
                const required = row.required.includes(channel);
                return (
                  <td key={channel}>
                    <span className="notification-settings__cell">
                      <Checkbox
                        aria-label={TEXTS.channelFor(NOTIFICATION_CHANNEL_LABELS[channel], topicLabel)}
                        checked={required || row.channels[channel]}
                        disabled={required}
                        onChange={(event) =>
                          onChange(row.topic, { ...row.channels, [channel]: event.currentTarget.checked })
                        }
                      />
                      {required && <span className="notification-settings__always-on">{TEXTS.alwaysOn}</span>}
                    </span>
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
