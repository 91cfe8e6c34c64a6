import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  APPLICATION_NEXT_STATUSES,
  APPLICATION_STATUS_LABELS,
  type TApplicationStatus,
  type TOfferLetterKind,
} from '@portal/contract';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { errorMessageOf } from '../../../../lib/api-error.ts';
import { useSetApplicationStatus } from '../api/application-set-status.ts';
import { APPLICATION_SECTION_TEXTS as TEXTS } from '../application-texts.ts';

/** The letter an offer status shows the student. */
const LETTER_OF: Partial<Record<TApplicationStatus, TOfferLetterKind>> = {
  CONDITIONAL_OFFER_RECEIVED: 'CONDITIONAL',
  UNCONDITIONAL_OFFER_RECEIVED: 'UNCONDITIONAL',
};

export type TApplicationStatusControlProps = {
  studentId: number;
  applicationId: number;
  courseName: string;
  status: TApplicationStatus;
  /** Letters uploaded during this visit (the detail does not say whether earlier ones exist). */
  uploadedLetters: ReadonlySet<TOfferLetterKind>;
};

/**
 * "Move to" (the statuses the contract allows next, by their labels) and "Update status". Rejecting is
 * final, so it asks first. Choosing an offer before its letter was uploaded here reminds to upload it. A
 * refusal (409: not allowed any more, or the student opted out meanwhile) shows beside the button.
 */
export function ApplicationStatusControl({
  studentId,
  applicationId,
  courseName,
  status,
  uploadedLetters,
}: TApplicationStatusControlProps) {
  const nextStatuses = APPLICATION_NEXT_STATUSES[status];
  const [chosen, setChosen] = useState<TApplicationStatus | undefined>(nextStatuses[0]);
  const [isConfirming, setIsConfirming] = useState(false);
  const update = useSetApplicationStatus(studentId, applicationId, TEXTS.statusUpdated);
  const isSending = useRef(false);
  // After a move the choices change: the first of the new ones until another is chosen.
  const target = chosen && nextStatuses.includes(chosen) ? chosen : nextStatuses[0];
  if (!target) return null;

  const send = () => {
    if (isSending.current) return;
    isSending.current = true;
    update.mutate(target, {
      onSettled: () => {
        isSending.current = false;
      },
    });
  };
  const letter = LETTER_OF[target];
  const reminder =
    letter && !uploadedLetters.has(letter) ? TEXTS.letterFirst(TEXTS.letterName[letter]) : null;

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={TEXTS.moveTo}
          data={nextStatuses.map((next) => ({ value: next, label: APPLICATION_STATUS_LABELS[next] }))}
          value={target}
          onChange={(event) => {
            setChosen(event.currentTarget.value as TApplicationStatus);
            update.reset();
          }}
          description={reminder}
          miw={220}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Button
          loading={update.isPending}
          onClick={() => (target === 'REJECTED' ? setIsConfirming(true) : send())}
        >
          {TEXTS.updateStatus}
        </Button>
      </Group>
      {update.isError && (
        <Text role="alert" size="sm" c="var(--mantine-color-error)">
          {errorMessageOf(update.error, TEXTS.statusFailed)}
        </Text>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={TEXTS.rejectConfirm.title(courseName)}
        message={TEXTS.rejectConfirm.message}
        confirmLabel={TEXTS.rejectConfirm.confirm}
        cancelLabel={TEXTS.rejectConfirm.cancel}
        onConfirm={() => {
          setIsConfirming(false);
          send();
        }}
        onCancel={() => setIsConfirming(false)}
      />
    </Stack>
  );
}
