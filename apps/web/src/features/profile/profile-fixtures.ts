import type { TStudentDocument } from '@portal/contract';
import { filledStudentProfileOf } from '../../test/student-profile.ts';

/** A student as GET /api/student-profiles answers (tests). */
export const savedProfile = filledStudentProfileOf;

export const savedDocument = (type: TStudentDocument['type'], id = 1): TStudentDocument => ({
  id,
  name: `${type}.pdf`,
  type,
  status: 'UPLOADED',
  remarks: '',
  applicationId: null,
});
