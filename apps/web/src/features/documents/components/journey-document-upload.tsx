import { useRef, useState } from 'react';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import type { TJourneyUploadProps } from '../../../components/documents/journey-upload-context.tsx';
import { UploadControl } from '../../../components/documents/upload-control.tsx';
import { useUploadJourneyDocument } from '../api/upload-student-document.ts';

const actionLabelOf = (current: TJourneyUploadProps['current'], label: string) => {
  if (!current) return DOCUMENT_TEXTS.upload(label);
  return current.status === 'REJECTED' ? DOCUMENT_TEXTS.uploadNewVersion : DOCUMENT_TEXTS.replace(label);
};

/**
 * The upload control of one application's document (the post-offer screen): the profile slots' control
 * and call, with the application's id. Failures are toasts (the call's meta), as for most profile types.
 */
export function JourneyDocumentUpload({
  type,
  applicationId,
  label,
  current,
  onUploaded,
}: TJourneyUploadProps) {
  const [progress, setProgress] = useState(0);
  const upload = useUploadJourneyDocument(type, applicationId);
  const pending = useRef<AbortController | null>(null);
  return (
    <UploadControl
      actionLabel={actionLabelOf(current, label)}
      inputLabel={DOCUMENT_TEXTS.fileInput(label)}
      progressLabel={DOCUMENT_TEXTS.uploading(label)}
      isPending={upload.isPending}
      isWaitingForNetwork={upload.isPaused}
      onCancel={() => {
        pending.current?.abort();
        upload.reset();
      }}
      progress={progress}
      onFile={async (file) => {
        setProgress(0);
        pending.current = new AbortController();
        const document = await upload.mutateAsync({
          file,
          signal: pending.current.signal,
          onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        });
        onUploaded?.();
        return document;
      }}
    />
  );
}
