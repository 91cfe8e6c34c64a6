import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { STAFF_REASON_MAX_LENGTH, ZStaffShortlistBody } from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { SHORTLIST_SECTION_TEXTS as TEXTS } from '../shortlist-texts.ts';

export type TShortlistNotEligibleModalProps = {
  /** The course being marked, or null when the dialog is closed. */
  courseName: string | null;
  isSending: boolean;
  /** The server's refusal, shown in the dialog. */
  failure: string | null;
  /** Called with a reason the contract's rule accepts; nothing is sent otherwise. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** "Mark not eligible" asks why first: the reason is required (STAFF_REASON_MESSAGES) and only staff see it. */
export function ShortlistNotEligibleModal({
  courseName,
  isSending,
  failure,
  onConfirm,
  onClose,
}: TShortlistNotEligibleModalProps) {
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  // A new opening starts empty.
  if (courseName !== shownFor) {
    setShownFor(courseName);
    setReason('');
    setRefusal(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    const parsed = ZStaffShortlistBody.safeParse({ status: 'NOT_ELIGIBLE', reason });
    if (!parsed.success) {
      setRefusal(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setRefusal(null);
    onConfirm(parsed.data.reason);
  };

  return (
    <Modal
      opened={courseName !== null}
      onClose={onClose}
      title={courseName ? TEXTS.notEligibleTitle(courseName) : ''}
      centered
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={TEXTS.reasonLabel}
            description={TEXTS.notEligibleHint}
            required
            rows={3}
            maxLength={STAFF_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={refusal}
            data-autofocus
          />
          {failure && (
            <Text role="alert" size="sm" c="var(--mantine-color-error)">
              {failure}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {TEXTS.cancel}
            </Button>
            <Button type="submit" color="red.9" loading={isSending}>
              {TEXTS.markNotEligible}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
