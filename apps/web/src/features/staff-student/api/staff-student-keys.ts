/** Query keys of one student in the staff console: a mutation on the student invalidates `student(id)`. */
export const STAFF_STUDENT_KEYS = {
  all: ['staff-student'] as const,
  /** Everything under one student (detail, notes, audit): invalidate this after any change. */
  student: (studentId: number) => [...STAFF_STUDENT_KEYS.all, studentId] as const,
  /** GET /api/staff/students/{studentId}. */
  detail: (studentId: number) => [...STAFF_STUDENT_KEYS.student(studentId), 'detail'] as const,
  /** GET /api/staff/students/{studentId}/notes. */
  notes: (studentId: number, pageNumber: number) =>
    [...STAFF_STUDENT_KEYS.student(studentId), 'notes', pageNumber] as const,
  /** GET /api/staff/audit?studentId=. */
  audit: (studentId: number, pageNumber: number) =>
    [...STAFF_STUDENT_KEYS.student(studentId), 'audit', pageNumber] as const,
  /** GET /api/staff/payments/{paymentId}/receipt. */
  receipt: (paymentId: number) => [...STAFF_STUDENT_KEYS.all, 'receipt', paymentId] as const,
};
