import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

export type TWhoseFilterProps = {
  /** The group's name: "Whose work" (queue), "Whose students" (students list). */
  label: string;
  isMine: boolean;
  onChange: (isMine: boolean) => void;
};

const OPTIONS = [
  { value: 'mine', label: 'My students' },
  { value: 'all', label: 'All students' },
];

/** "My students" (assigned to me) or "All students": a radio group named by its visible label. */
export function WhoseFilter({ label, isMine, onChange }: TWhoseFilterProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={OPTIONS}
        value={isMine ? 'mine' : 'all'}
        onChange={(value) => onChange(value === 'mine')}
      />
    </Stack>
  );
}
