/** What the screens say when the browser is offline during a save or an upload. */
export const NETWORK_TEXTS = {
  offline: 'You are offline',
  saveWaits:
    'What you typed is kept and will be saved as soon as you are back online. Cancel to drop the changes.',
  uploadWaits: (fileName: string) =>
    `${fileName} will be uploaded as soon as you are back online. Cancel to drop it.`,
  cancelUpload: (inputLabel: string) => `Cancel sending ${inputLabel}`,
} as const;
