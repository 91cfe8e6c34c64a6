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
  fieldOfStudy: 'course_category',
} as const;

/** §3 XSRF cookie convention of the HTTP client. */
export const XSRF = { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' } as const;

/**
 * Session-storage keys of the sign-in and registration screens (not §3 keys): when a code was last sent to
 * each number in this tab (the resend timer), and the registration form's unsaved answers.
 */
export const OTP_SENT_TIMES_STORAGE_KEY = 'otpSentTimes';
export const REGISTRATION_DRAFT_STORAGE_KEY = 'registrationDraft';
/** The verified event of an event link (`/?eventCode=`), JSON of its TEvent (§4 "details stored"). */
export const EVENT_DETAILS_STORAGE_KEY = 'eventDetails';
