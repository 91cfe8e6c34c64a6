import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { STAFF_PATHS } from '../lib/staff-paths.ts';

/** The student page's sections a link may open at (the page's section ids). */
export type TStudentSection =
  | 'profile'
  | 'documents'
  | 'counselling'
  | 'payments'
  | 'applications'
  | 'messages';

export const UNNAMED_STUDENT = 'Unnamed student';

/** A student's name (or "Unnamed student" before registration) as a link to their page. */
export const studentNameOf = (name: string) => name.trim() || UNNAMED_STUDENT;

export const studentHref = (studentId: number, section?: TStudentSection) =>
  section ? `${STAFF_PATHS.student(studentId)}#${section}` : STAFF_PATHS.student(studentId);

/** The id of a document type's slot on the student page (a Review link lands on it, not on #documents). */
export const documentAnchorId = (type: string) => `document-${type}`;

/** A link to one document of the student: its slot in the Documents section. */
export const documentHref = (studentId: number, type: string) =>
  `${STAFF_PATHS.student(studentId)}#${documentAnchorId(type)}`;

export type TStudentLinkProps = { studentId: number; name: string; section?: TStudentSection };

export function StudentLink({ studentId, name, section }: TStudentLinkProps) {
  return (
    <Anchor component={Link} to={studentHref(studentId, section)} fw={600}>
      {studentNameOf(name)}
    </Anchor>
  );
}
