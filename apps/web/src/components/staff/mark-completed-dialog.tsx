import { Button, Group, Modal, Textarea } from '@mantine/core';
import { STAFF_NOTE_MAX_LENGTH, ZCounsellingCompleteBody } from '@portal/contract';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { useRef, useState } from 'react';
import { useCompleteCounselling } from '../../lib/api/complete-counselling.ts';

export type TMarkCompletedDialogProps = {
  studentId: number;
  studentName: string;
  opened: boolean;
  onClose: () => void;
  /** After the session is completed (the caller refreshes what shows it). */
  onCompleted?: () => void;
};

/**
 * "Mark session completed" (UI contract): an optional note, then "Mark completed". The work queue and the
 * student page open the same dialog. One request however often the button is pressed.
 */
export function MarkCompletedDialog({
  studentId,
  studentName,
  opened,
  onClose,
  onCompleted,
}: TMarkCompletedDialogProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const completion = useCompleteCounselling();
  // A double click sends once: isPending is not rendered yet when the second click arrives.
  const isSending = useRef(false);
  const submit = () => {
    if (isSending.current) return;
    const parsed = ZCounsellingCompleteBody.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    isSending.current = true;
    completion.mutate(
      { studentId, note },
      {
        onSettled: () => {
          isSending.current = false;
        },
        onSuccess: () => {
          setNote('');
          onClose();
          onCompleted?.();
        },
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Mark session completed"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Textarea
          label="Note (optional)"
          description={`What was discussed with ${studentName || 'the student'}; staff only.`}
          rows={3}
          resize="vertical"
          maxLength={STAFF_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={completion.isPending}>
            Mark completed
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
