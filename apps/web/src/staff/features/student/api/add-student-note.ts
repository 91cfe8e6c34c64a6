import { type TStaffNote, ZStaffNote, ZStaffNoteBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_STUDENT_TEXTS } from '../staff-student-texts.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

/** POST /api/staff/students/{studentId}/notes {body}: 201 the note (staff only, audited). */
export async function addStudentNote(studentId: number, body: string): Promise<TStaffNote> {
  const response = await apiClient.post(
    `/api/staff/students/${studentId}/notes`,
    ZStaffNoteBody.parse({ body }),
  );
  return ZStaffNote.parse(response.data);
}

/** Success refreshes the student's notes and trail; a refusal toasts the server's words. */
export function useAddStudentNote(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addStudentNote(studentId, body),
    meta: { successMessage: STAFF_STUDENT_TEXTS.noteAdded, errorMessage: STAFF_STUDENT_TEXTS.noteFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_STUDENT_KEYS.student(studentId) }),
  });
}
