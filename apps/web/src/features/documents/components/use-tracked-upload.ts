import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TDocumentUpload } from '../api/upload-student-document.ts';

type TSend = Omit<TDocumentUpload, 'type'>;

/**
 * An upload call as the upload control shows it: its progress in whole percent, waiting for the network,
 * and Cancel, which aborts the request (also one still waiting) and forgets it. `send` starts one file.
 */
export function useTrackedUpload<TDocument, TError, TContext>(
  upload: UseMutationResult<TDocument, TError, TSend, TContext>,
) {
  const [progress, setProgress] = useState(0);
  const pending = useRef<AbortController | null>(null);
  const send = (file: File) => {
    setProgress(0);
    pending.current = new AbortController();
    return upload.mutateAsync({
      file,
      signal: pending.current.signal,
      onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
    });
  };
  const control = {
    isPending: upload.isPending,
    isWaitingForNetwork: upload.isPaused,
    progress,
    onCancel: () => {
      pending.current?.abort();
      upload.reset();
    },
  };
  return { control, send };
}
