import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { STAFF_NOTE_MAX_LENGTH, ZCounsellingCompleteBody } from '@portal/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useCompleteCounselling } from '../api/complete-counselling.ts';
import { formatDay, formatIndiaTime } from './format-india-time.ts';

export type TMarkCompletedDialogProps = {
  studentId: number;
  studentName: string;
  /** The session's India date and time (YYYY-MM-DD, HH:mm): one that has not started is asked about. */
  session?: { date: string; time: string } | undefined;
  opened: boolean;
  onClose: () => void;
  /** After the server took it: the screen re-reads what shows the session (queue, student page). */
  onCompleted?: () => void;
};

export const MARK_COMPLETED_TEXTS = {
  title: 'Mark session completed',
  noteLabel: 'Note (optional)',
  noteDescription: 'What was discussed and agreed; staff see it on the student page.',
  submit: 'Mark completed',
  cancel: 'Cancel',
  close: 'Close',
  body: (name: string) => `${name || 'This student'}'s booked counselling session will be marked completed.`,
  notStarted: (when: string) =>
    `This session is booked for ${when} and has not started yet. Mark it completed only if it took place early.`,
  submitAnyway: 'Mark completed anyway',
} as const;

/** Whether a session (India date and time) starts after `now`. */
export const hasNotStarted = (session: { date: string; time: string }, now = Date.now()) =>
  Date.parse(`${session.date}T${session.time}:00+05:30`) > now;

/**
 * Marks a student's booked counselling session completed with an optional note (the work queue and the
 * student page share it). The note is checked with the contract's rule before sending; the request is
 * sent once per opening however often the button is pressed.
 */
export function MarkCompletedDialog({
  studentId,
  studentName,
  session,
  opened,
  onClose,
  onCompleted,
}: TMarkCompletedDialogProps) {
  const isEarly = session !== undefined && hasNotStarted(session);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  // A ref, not isPending: a double click lands before the re-render that would disable the button.
  const isSending = useRef(false);
  const completion = useCompleteCounselling();

  const close = () => {
    setNote('');
    setNoteError(null);
    completion.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSending.current) return;
    const checked = ZCounsellingCompleteBody.safeParse({ note });
    if (!checked.success) {
      setNoteError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setNoteError(null);
    isSending.current = true;
    completion.mutate(
      { studentId, note },
      {
        onSuccess: () => {
          onCompleted?.();
          close();
        },
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={MARK_COMPLETED_TEXTS.title}
      centered
      closeButtonProps={{ 'aria-label': MARK_COMPLETED_TEXTS.close }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Text size="sm" mb="sm">
          {MARK_COMPLETED_TEXTS.body(studentName)}
        </Text>
        {isEarly && (
          <Alert color="yellow" variant="light" mb="sm" p="xs">
            <Text size="sm">
              {MARK_COMPLETED_TEXTS.notStarted(
                `${formatDay(session.date)}, ${formatIndiaTime(session.time)}`,
              )}
            </Text>
          </Alert>
        )}
        <Textarea
          label={MARK_COMPLETED_TEXTS.noteLabel}
          description={MARK_COMPLETED_TEXTS.noteDescription}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={noteError}
          // Not autosize: it measures fonts (document.fonts), which jsdom lacks; four rows hold a short note.
          rows={4}
          maxLength={STAFF_NOTE_MAX_LENGTH}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={close}>
            {MARK_COMPLETED_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={completion.isPending}>
            {isEarly ? MARK_COMPLETED_TEXTS.submitAnyway : MARK_COMPLETED_TEXTS.submit}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
