import { Switch, TextInput } from '@mantine/core';
import type { TQuietHours } from '@portal/contract';
import { NOTIFICATION_SETTINGS_TEXTS as TEXTS } from './notification-settings-texts.ts';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';

export type TQuietHoursFieldsProps = { value: TQuietHours; onChange: (value: TQuietHours) => void };

/** On/off and the two times, in India time (the server holds texts by Asia/Kolkata). */
export function QuietHoursFields({ value, onChange }: TQuietHoursFieldsProps) {
  return (
    <>
      <Switch
        label={TEXTS.quietSwitch}
        checked={value.enabled}
        onChange={(event) => onChange({ ...value, enabled: event.currentTarget.checked })}
      />
      <div className="notification-settings__times">
        <TextInput
          type="time"
          label={TEXTS.quietStart}
          value={value.start}
          disabled={!value.enabled}
          onChange={(event) => onChange({ ...value, start: event.currentTarget.value })}
          w={180}
        />
        <TextInput
          type="time"
          label={TEXTS.quietEnd}
          value={value.end}
          disabled={!value.enabled}
          onChange={(event) => onChange({ ...value, end: event.currentTarget.value })}
          w={180}
        />
      </div>
    </>
  );
}
