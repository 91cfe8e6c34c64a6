import { Button, Group, TextInput } from '@mantine/core';
import { QUEUE_TEXTS } from '../queue-texts.ts';

export type TSessionsFilterProps = {
  /** The date shown (YYYY-MM-DD), or undefined for the next 7 days. */
  day: string | undefined;
  onChange: (day: string | undefined) => void;
};

/** The sessions' date filter: a native date field (any day) and the way back to the next 7 days. */
export function SessionsFilter({ day, onChange }: TSessionsFilterProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" mb="sm">
      <TextInput
        type="date"
        size="sm"
        label={QUEUE_TEXTS.sessionsOn}
        value={day ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        w={{ base: '100%', xs: 180 }}
      />
      {day && (
        <Button variant="subtle" size="sm" onClick={() => onChange(undefined)}>
          {QUEUE_TEXTS.showWeek}
        </Button>
      )}
    </Group>
  );
}
