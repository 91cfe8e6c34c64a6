/** Texts of the thread that the contract's MESSAGE_TEXTS does not hold (how the widgets say things). */
export const MESSAGE_THREAD_TEXTS = {
  earlierFailed: 'Earlier messages could not be loaded. Try again.',
  loading: 'Loading messages…',
  tryAgain: 'Try again',
  // No-break spaces: the keys stay on one line.
  sendHint: 'Ctrl\u00a0+\u00a0Enter sends.',
  counter: (length: number, max: number) => `${length} / ${max}`,
  attachInput: 'File to attach',
  attached: (name: string, size: string) => `Attached: ${name} (${size})`,
  attachmentFailed: 'The file could not be opened. Try again.',
} as const;

/** A file size as people read it: "840 KB", "2.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
