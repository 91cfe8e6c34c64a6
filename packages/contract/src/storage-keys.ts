/** §3 Storage keys, exactly as the spec names them. */
export const LOCAL_STORAGE_KEYS = { token: 'token', isCounsellingBooked: 'isCounsellingBooked' } as const;

export const SESSION_STORAGE_KEYS = {
  studentId: 'studentId',
  enrollmentId: 'enrollmentId',
  referenceId: 'referenceId',
  applicationId: 'applicationId',
  appliedCourseId: 'appliedCourseId',
  applicationStatus: 'applicationStatus',
  userName: 'userName',
  isEvent: 'isEvent',
  eventCode: 'eventCode',
  /** Not in §3: the account's role (STUDENT, COUNSELLOR, ADMIN) from sign-in, so staff get their own page. */
  role: 'role',
} as const;

/** §3 Filter state names. */
export const FILTER_STATE_NAMES = {
  country: 'country',
  studyLevel: 'studyLevel',
  courseCategory: 'course_category',
} as const;

/** §3 XSRF cookie convention of the HTTP client. */
export const XSRF = { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' } as const;
