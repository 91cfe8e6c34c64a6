/**
 * The message threads (lib/use-message-thread.ts): the student's own, and each student's as staff read
 * it. A whole thread is one cache entry, every answer merged into it.
 */
export const MESSAGE_THREAD_KEYS = {
  all: ['message-threads'] as const,
  /** `null`: the signed-in student's own thread; a student id: that student's, from the console. */
  thread: (studentId: number | null) =>
    studentId === null
      ? ([...MESSAGE_THREAD_KEYS.all, 'own'] as const)
      : ([...MESSAGE_THREAD_KEYS.all, 'student', studentId] as const),
};
