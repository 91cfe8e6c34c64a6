/** Query keys of one student in the staff console: a mutation on the student invalidates `student(id)`. */
export const STAFF_STUDENT_KEYS = {
  all: ['staff-student'] as const,
  /**
   * Everything under one student (detail, notes): invalidate this after any change. The student's audit
   * trail (lib/api STAFF_AUDIT_KEYS) follows the detail: the page re-reads it whenever the detail changes.
   */
  student: (studentId: number) => [...STAFF_STUDENT_KEYS.all, studentId] as const,
  /** GET /api/staff/students/{studentId}. */
  detail: (studentId: number) => [...STAFF_STUDENT_KEYS.student(studentId), 'detail'] as const,
  /** GET /api/staff/students/{studentId}/plan. */
  plan: (studentId: number) => [...STAFF_STUDENT_KEYS.student(studentId), 'plan'] as const,
  /** The photo a plan links to (GET /api/staff/students/{studentId}/photo). */
  photo: (studentId: number, photoUrl: string | null) =>
    [...STAFF_STUDENT_KEYS.student(studentId), 'photo', photoUrl] as const,
  /** GET /api/staff/students/{studentId}/notes. */
  notes: (studentId: number, pageNumber: number) =>
    [...STAFF_STUDENT_KEYS.student(studentId), 'notes', pageNumber] as const,
  /** GET /api/staff/payments/{paymentId}/receipt. */
  receipt: (paymentId: number) => [...STAFF_STUDENT_KEYS.all, 'receipt', paymentId] as const,
};
