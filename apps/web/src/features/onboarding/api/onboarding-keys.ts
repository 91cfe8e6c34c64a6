/** Query keys of the onboarding feature's reads (the registration screen; /courses reads the answers too). */
export const ONBOARDING_KEYS = {
  all: ['onboarding'] as const,
  /** GET /student-onboarding/details/{id}: the saved registration answers (written after a save). */
  details: (studentId: number) => [...ONBOARDING_KEYS.all, 'details', studentId] as const,
};
