import { ERROR_MESSAGES, type TDocumentType } from '@portal/contract';
import { useRef, useState } from 'react';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { UploadControl } from '../../../components/documents/upload-control.tsx';
import { useUploadStudentDocument } from '../api/upload-student-document.ts';

export type TDocumentUploadProps = {
  type: TDocumentType;
  label: string;
  /** The button's text: Upload {label}, Replace {label} or Upload a new version. */
  actionLabel: string;
};

/**
 * The upload control of a profile slot. A failure of a passport upload is told here (§8); other types'
 * failures are toasts (the call's meta).
 */
export function DocumentUpload({ type, label, actionLabel }: TDocumentUploadProps) {
  const [progress, setProgress] = useState(0);
  const upload = useUploadStudentDocument(type);
  const pending = useRef<AbortController | null>(null);
  return (
    <UploadControl
      actionLabel={actionLabel}
      inputLabel={DOCUMENT_TEXTS.fileInput(label)}
      progressLabel={DOCUMENT_TEXTS.uploading(label)}
      isPending={upload.isPending}
      isWaitingForNetwork={upload.isPaused}
      onCancel={() => {
        pending.current?.abort();
        upload.reset();
      }}
      progress={progress}
      failure={upload.isError && type === 'PASSPORT' ? ERROR_MESSAGES.passportUpload : null}
      onFile={(file) => {
        setProgress(0);
        pending.current = new AbortController();
        return upload.mutateAsync({
          file,
          signal: pending.current.signal,
          onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        });
      }}
    />
  );
}
