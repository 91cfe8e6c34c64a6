import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { TFieldErrors } from '../form-kit.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { timeZoneLabel } from '../time-zones.ts';

export type TMeeting = { startsAtLocal: string; timeZone: string; meetingLink: string; place: string };

/** When and where an interview is: local date and time, its zone, a meeting link or a place. */
export function MeetingFields({
  value,
  onChange,
  zones,
  errors,
  startsAtLabel = TEXTS.startsAt,
}: {
  value: TMeeting;
  onChange: (value: TMeeting) => void;
  zones: string[];
  errors: TFieldErrors;
  startsAtLabel?: string;
}) {
  const set = (field: keyof TMeeting) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...value, [field]: event.currentTarget.value });
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        type="datetime-local"
        label={startsAtLabel}
        required
        value={value.startsAtLocal}
        onChange={set('startsAtLocal')}
        error={errors.startsAtLocal}
        w={220}
      />
      <NativeSelect
        label={TEXTS.timeZone}
        required
        data={zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }))}
        value={value.timeZone}
        onChange={set('timeZone')}
        error={errors.timeZone}
        w={260}
      />
      <TextInput
        type="url"
        label={TEXTS.meetingLink}
        autoComplete="off"
        value={value.meetingLink}
        onChange={set('meetingLink')}
        error={errors.meetingLink}
        miw={240}
      />
      <TextInput
        label={TEXTS.place}
        autoComplete="off"
        value={value.place}
        onChange={set('place')}
        error={errors.place}
        miw={200}
      />
    </Group>
  );
}
