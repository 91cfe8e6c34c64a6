/**
 * Resolves in a later task (a macrotask, not a microtask): code run after it is a task of its own, so the
 * browser may paint and answer input in between instead of seeing one long task.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
