import { NativeSelect } from '@mantine/core';
import { useStaffMembers } from '../api/get-staff-members.ts';

export type TCounsellorSelectProps = {
  /** The chosen staff member's id; undefined: any. */
  value: number | undefined;
  onChange: (counsellorId: number | undefined) => void;
  label?: string;
  anyLabel?: string;
};

/**
 * A filter by assigned counsellor (Students, the applications board): every staff account, a disabled
 * one marked so (their students are still assigned to them until an admin moves them).
 */
export function CounsellorSelect({
  value,
  onChange,
  label = 'Counsellor',
  anyLabel = 'Any counsellor',
}: TCounsellorSelectProps) {
  const members = useStaffMembers();
  const options = [
    { value: '', label: anyLabel },
    ...(members.data ?? []).map((member) => ({
      value: String(member.id),
      label: member.isDisabled ? `${member.name} (disabled)` : member.name,
    })),
  ];
  // The address may name a counsellor before the list is in (or one it no longer has): keep it chosen.
  if (value !== undefined && !options.some((option) => option.value === String(value))) {
    options.push({ value: String(value), label: members.isPending ? 'Loading…' : `Staff #${value}` });
  }
  return (
    <NativeSelect
      label={label}
      data={options}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => {
        const id = Number(event.currentTarget.value);
        onChange(id > 0 ? id : undefined);
      }}
    />
  );
}
