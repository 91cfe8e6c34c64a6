/**
 * The key of GET /api/student-profiles (lib/student-profile-query.ts, which stays beside the HTTP client:
 * the build's chunk groups name it). The profile screens invalidate `all` after a save.
 */
export const STUDENT_PROFILE_KEYS = {
  all: ['student-profile'] as const,
};
