/** What one page of the audit asks for (ZStaffAuditPageQuery): the filters left out are not sent. */
export type TStaffAuditRequest = {
  pageNumber: number;
  pageSize?: number;
  studentId?: number;
  actorId?: number;
  action?: string;
};

/**
 * Query keys of the staff audit (GET /api/staff/audit): the console's Audit page and each student's
 * Audit trail. After a change to a student, invalidate `student(id)`; `all` refreshes every view.
 */
export const STAFF_AUDIT_KEYS = {
  all: ['staff-audit'] as const,
  /** Every page of one student's trail. */
  student: (studentId: number) => [...STAFF_AUDIT_KEYS.all, 'student', studentId] as const,
  /** One page of the trail or of the whole audit, with its filters. */
  page: (request: TStaffAuditRequest) =>
    request.studentId === undefined
      ? ([...STAFF_AUDIT_KEYS.all, 'all', request] as const)
      : ([...STAFF_AUDIT_KEYS.student(request.studentId), request] as const),
};
