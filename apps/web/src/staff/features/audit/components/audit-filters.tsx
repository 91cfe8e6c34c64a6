import { Group, NativeSelect } from '@mantine/core';
import { AUDIT_ACTIONS, auditActionLabel, type TAuditAction } from '@portal/contract';
import { useStaffMembers } from '../../../api/get-staff-members.ts';
import { AUDIT_PAGE_TEXTS as TEXTS } from '../audit-texts.ts';

const ALL = '';
const ACTION_OPTIONS = [
  { value: ALL, label: TEXTS.allActions },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabel(action) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  ),
];

export type TAuditFilterValues = { actorId?: number; action?: TAuditAction };

/** "Staff member" (every staff account, disabled ones marked) and "Action" (the contract's labels). */
export function AuditFilters({
  values,
  onChange,
}: {
  values: TAuditFilterValues;
  onChange: (values: TAuditFilterValues) => void;
}) {
  const members = useStaffMembers();
  const memberOptions = [
    { value: ALL, label: TEXTS.allStaff },
    ...(members.data ?? []).map((member) => ({
      value: String(member.id),
      label: member.isDisabled ? TEXTS.disabledMember(member.name) : member.name,
    })),
  ];
  const actor = values.actorId === undefined ? ALL : String(values.actorId);
  // An address naming someone not (yet) listed keeps its choice visible.
  if (actor !== ALL && !memberOptions.some((option) => option.value === actor)) {
    memberOptions.push({ value: actor, label: `#${actor}` });
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={TEXTS.filters}>
      <NativeSelect
        label={TEXTS.staffMember}
        data={memberOptions}
        value={actor}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ ...values, actorId: value === ALL ? undefined : Number(value) });
        }}
        w={{ base: '100%', xs: 240 }}
      />
      <NativeSelect
        label={TEXTS.action}
        data={ACTION_OPTIONS}
        value={values.action ?? ALL}
        onChange={(event) => {
          const value = event.currentTarget.value as TAuditAction | typeof ALL;
          onChange({ ...values, action: value === ALL ? undefined : value });
        }}
        w={{ base: '100%', xs: 300 }}
      />
    </Group>
  );
}
