import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import type { TJourneyUploadProps } from '../../../components/documents/journey-upload-context.tsx';
import { UploadControl } from '../../../components/documents/upload-control.tsx';
import { useUploadJourneyDocument } from '../api/upload-student-document.ts';
import { useTrackedUpload } from './use-tracked-upload.ts';

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
  const { control, send } = useTrackedUpload(useUploadJourneyDocument(type, applicationId));
  return (
    <UploadControl
      actionLabel={actionLabelOf(current, label)}
      inputLabel={DOCUMENT_TEXTS.fileInput(label)}
      progressLabel={DOCUMENT_TEXTS.uploading(label)}
      {...control}
      onFile={async (file) => {
        const document = await send(file);
        onUploaded?.();
        return document;
      }}
    />
  );
}
