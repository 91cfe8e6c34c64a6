/** The student's counsellor card: one entry, read again on every visit (a reassignment shows at once). */
export const COUNSELLOR_KEYS = {
  all: ['counsellor'] as const,
  card: () => [...COUNSELLOR_KEYS.all, 'card'] as const,
};
