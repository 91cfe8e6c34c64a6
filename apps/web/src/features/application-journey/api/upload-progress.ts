import type { AxiosProgressEvent } from 'axios';

/** A file to send and where to report how much of it has gone (0 to 1, browser progress events). */
export type TFileUpload = { file: File; onProgress?: (fraction: number) => void };

export const progressHandlerOf =
  (file: File, onProgress: ((fraction: number) => void) | undefined) => (event: AxiosProgressEvent) => {
    const total = event.total ?? file.size;
    if (onProgress && total > 0) onProgress(Math.min(1, event.loaded / total));
  };
