/** The student's own thread: one cache entry, every answer merged into it (lib/use-message-thread.ts). */
export const MESSAGE_KEYS = {
  all: ['messages'] as const,
  thread: () => [...MESSAGE_KEYS.all, 'thread'] as const,
};
