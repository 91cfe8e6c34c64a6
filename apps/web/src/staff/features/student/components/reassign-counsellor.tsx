import { Button, Group, NativeSelect } from '@mantine/core';
import type { TAssignedCounsellor } from '@portal/contract';
import { useRef, useState } from 'react';
import { useStaffMembers } from '../../../api/get-staff-members.ts';
import { useReassignCounsellor } from '../api/reassign-counsellor.ts';
import { STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';

const UNASSIGNED = '';

/**
 * An admin's "Assigned counsellor" + "Reassign" (UI contract). Any active staff member may be chosen, or
 * no one; a disabled current counsellor stays listed (marked) so the select shows the truth.
 */
export function ReassignCounsellor({
  studentId,
  current,
}: {
  studentId: number;
  current: TAssignedCounsellor;
}) {
  const members = useStaffMembers();
  const reassign = useReassignCounsellor(studentId);
  const currentValue = current ? String(current.id) : UNASSIGNED;
  const [choice, setChoice] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const value = choice ?? currentValue;
  const options = [
    { value: UNASSIGNED, label: TEXTS.noCounsellor },
    ...(members.data ?? [])
      .filter((member) => !member.isDisabled || String(member.id) === currentValue)
      .map((member) => ({
        value: String(member.id),
        label: member.isDisabled ? TEXTS.disabledMember(member.name) : member.name,
      })),
  ];
  // Until the list is in, the current counsellor is the one option besides "Not assigned".
  if (current && !options.some((option) => option.value === currentValue)) {
    options.push({ value: currentValue, label: current.name });
  }
  const submit = () => {
    if (reassign.isPending || value === currentValue) return;
    reassign.mutate(value === UNASSIGNED ? null : Number(value), {
      onSuccess: () => {
        setChoice(null);
        // "Reassign" is disabled now (nothing to change): the focus goes back to the select, not <body>.
        selectRef.current?.focus();
      },
    });
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NativeSelect
        ref={selectRef}
        label={TEXTS.assignedCounsellor}
        data={options}
        value={value}
        onChange={(event) => setChoice(event.currentTarget.value)}
        miw={0}
        w={{ base: '100%', xs: 260 }}
      />
      <Button onClick={submit} loading={reassign.isPending} disabled={value === currentValue}>
        {TEXTS.reassign}
      </Button>
    </Group>
  );
}
