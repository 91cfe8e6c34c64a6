import { Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { formatIndiaDateTime } from '../../../components/format-india-time.ts';
import { Pager } from '../../../components/pager.tsx';
import { useStudentNotes } from '../api/get-student-notes.ts';
import { STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';
import { NoteForm } from './note-form.tsx';
import { StudentSection } from './student-section.tsx';

const NOTE_SKELETON_HEIGHT = 64;

/** Internal notes (staff only, never shown to the student): the form, then the notes newest first, paged. */
export function NotesSection({ studentId }: { studentId: number }) {
  const [page, setPage] = useState(1);
  const notes = useStudentNotes(studentId, page);
  return (
    <StudentSection id="notes" title="Notes">
      <Text size="sm">{TEXTS.notesHint}</Text>
      <NoteForm studentId={studentId} onAdded={() => setPage(1)} />
      {notes.isPending && (
        <Stack gap="xs" aria-hidden="true">
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} h={NOTE_SKELETON_HEIGHT} />
          ))}
        </Stack>
      )}
      {notes.isError && !notes.data && (
        <LoadFailedAlert
          title={TEXTS.notesFailed}
          retryLabel={TEXTS.tryAgain}
          onRetry={() => notes.refetch()}
        />
      )}
      {notes.data?.content.length === 0 && <Text size="sm">{TEXTS.noNotes}</Text>}
      {notes.data && notes.data.content.length > 0 && (
        <ol className="student-notes" aria-label={TEXTS.notesList}>
          {notes.data.content.map((note) => (
            <li key={note.id} className="student-note">
              <Text size="sm" c="dimmed">
                {note.author.name}
                {' · '}
                <time dateTime={note.createdAt}>{formatIndiaDateTime(note.createdAt)}</time>
              </Text>
              <Text size="sm" className="student-note__body">
                {note.body}
              </Text>
            </li>
          ))}
        </ol>
      )}
      {notes.data && (
        <Pager
          page={page}
          totalPages={Math.max(notes.data.totalPages, 1)}
          onChange={setPage}
          label={TEXTS.notesPages}
          isLoading={notes.isPlaceholderData}
        />
      )}
    </StudentSection>
  );
}
