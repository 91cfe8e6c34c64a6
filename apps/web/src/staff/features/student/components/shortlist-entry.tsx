import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useFocusOnArrival } from '../../../components/use-focus-on-arrival.ts';
import '@mantine/core/styles/Badge.layer.css';
import type { TStaffStudentDetail } from '@portal/contract';
import { useId } from 'react';
import { DOCUMENT_STATUS_COLORS } from '../../../../components/documents/document-status-badge.tsx';
import { SHORTLIST_SECTION_TEXTS as TEXTS } from '../shortlist-texts.ts';

export type TShortlistEntryItem = TStaffStudentDetail['shortlist'][number];

export type TShortlistEntryProps = {
  entry: TShortlistEntryItem;
  /** Set while this entry's change is being sent (its buttons do nothing meanwhile). */
  isBusy: boolean;
  /** The server's refusal of this entry's last change, if any. */
  failure: string | null;
  onMarkExpertChoice: (entry: TShortlistEntryItem) => void;
  onMarkNotEligible: (entry: TShortlistEntryItem) => void;
};

// Filled, in shades whose white text keeps AA (≥ 4.5:1); Mantine's light teal was 4.3:1 (axe). The
// green is the documents' ACCEPTED one (components/documents/document-status-badge.tsx).
const BADGE_COLORS = {
  EXPERT_CHOICE: DOCUMENT_STATUS_COLORS.ACCEPTED,
  STUDENT_CHOICE: 'blue.9',
  APPLIED: 'grape.9',
  NOT_ELIGIBLE: 'red.9',
} as const;

/**
 * One shortlisted course as staff see it: course, university, status and (NOT_ELIGIBLE) the reason. An
 * applied course is locked (the server refuses changes), so it has no buttons.
 */
export function ShortlistEntry({
  entry,
  isBusy,
  failure,
  onMarkExpertChoice,
  onMarkNotEligible,
}: TShortlistEntryProps) {
  const nameId = useId();
  const { course, status } = entry;
  // After "Mark not eligible" the button is gone: the course's name takes the focus (read with its status).
  const nameRef = useFocusOnArrival<HTMLParagraphElement>(status === 'NOT_ELIGIBLE');
  const canMarkExpertChoice = status === 'STUDENT_CHOICE' || status === 'NOT_ELIGIBLE';
  const canMarkNotEligible = status === 'STUDENT_CHOICE' || status === 'EXPERT_CHOICE';
  const busy = { 'aria-disabled': isBusy || undefined, 'data-disabled': isBusy || undefined } as const;
  return (
    <Stack component="li" gap={4} className="staff-list-item">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Text ref={nameRef} tabIndex={-1} id={nameId} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {course.name}
          </Text>
          <Text size="sm" c="dimmed">
            {course.university.name}, {course.country}
          </Text>
        </Stack>
        <Badge color={BADGE_COLORS[status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
          {TEXTS.statusLabels[status]}
        </Badge>
      </Group>
      {status === 'NOT_ELIGIBLE' && entry.statusReason && (
        <Text size="sm">{TEXTS.reason(entry.statusReason)}</Text>
      )}
      {status === 'APPLIED' && (
        <Text size="sm" c="dimmed">
          {TEXTS.appliedNote}
        </Text>
      )}
      {(canMarkExpertChoice || canMarkNotEligible) && (
        <Group gap="xs">
          {canMarkExpertChoice && (
            <Button
              size="compact-sm"
              variant="light"
              aria-describedby={nameId}
              onClick={() => !isBusy && onMarkExpertChoice(entry)}
              {...busy}
            >
              {TEXTS.markExpertChoice}
            </Button>
          )}
          {canMarkNotEligible && (
            <Button
              size="compact-sm"
              variant="outline"
              color="red.9"
              aria-describedby={nameId}
              onClick={() => !isBusy && onMarkNotEligible(entry)}
              {...busy}
            >
              {TEXTS.markNotEligible}
            </Button>
          )}
        </Group>
      )}
      {failure && (
        <Text role="alert" size="sm" c="var(--mantine-color-error)">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
