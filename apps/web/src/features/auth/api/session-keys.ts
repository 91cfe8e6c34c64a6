/** Query keys of the auth feature's reads. */
export const SESSION_KEYS = {
  all: ['session'] as const,
  /** GET /auth/session: a tab's session keys restored from its token (app/guards/require-auth.tsx). */
  restore: () => [...SESSION_KEYS.all, 'restore'] as const,
};
