import { Button, Group, Text, Textarea } from '@mantine/core';
import { STAFF_NOTE_MAX_LENGTH, ZStaffNoteBody } from '@portal/contract';
import { useRef, useState } from 'react';
import { useAddStudentNote } from '../api/add-student-note.ts';
import { STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';

/**
 * "New note" + "Add note": the contract's rule (not empty, at most 2,000 characters, no control characters)
 * shows at the field and sends nothing; a double click adds the note once; the field empties on success.
 * No maxLength: a pasted note past the limit must not be cut silently, so it stays whole, the counter
 * turns red and the rule's message says why it cannot be added.
 */
export function NoteForm({ studentId, onAdded }: { studentId: number; onAdded: () => void }) {
  const addNote = useAddStudentNote(studentId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isSending = useRef(false);
  const isTooLong = text.trim().length > STAFF_NOTE_MAX_LENGTH;
  const submit = () => {
    if (isSending.current) return;
    const parsed = ZStaffNoteBody.safeParse({ body: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    isSending.current = true;
    addNote.mutate(parsed.data.body, {
      onSuccess: () => {
        setText('');
        onAdded();
      },
      onSettled: () => {
        isSending.current = false;
      },
    });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        label={TEXTS.newNote}
        rows={4}
        resize="vertical"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        error={error}
      />
      <Group justify="space-between" mt="xs" gap="sm">
        <Text size="xs" c={isTooLong ? 'var(--mantine-color-error)' : 'dimmed'} aria-hidden="true">
          {TEXTS.noteCount(text.length)}
        </Text>
        <Button type="submit" loading={addNote.isPending}>
          {TEXTS.addNote}
        </Button>
      </Group>
    </form>
  );
}
