/** One student's thread as staff read it: one cache entry each, every answer merged in. */
export const STAFF_MESSAGE_KEYS = {
  all: ['staff-messages'] as const,
  thread: (studentId: number) => [...STAFF_MESSAGE_KEYS.all, 'thread', studentId] as const,
};
