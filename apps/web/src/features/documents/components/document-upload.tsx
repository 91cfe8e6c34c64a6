import { ERROR_MESSAGES, type TDocumentType } from '@portal/contract';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { UploadControl } from '../../../components/documents/upload-control.tsx';
import { useUploadStudentDocument } from '../api/upload-student-document.ts';
import { useTrackedUpload } from './use-tracked-upload.ts';

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
  const upload = useUploadStudentDocument(type);
  const { control, send } = useTrackedUpload(upload);
  return (
    <UploadControl
      actionLabel={actionLabel}
      inputLabel={DOCUMENT_TEXTS.fileInput(label)}
      progressLabel={DOCUMENT_TEXTS.uploading(label)}
      {...control}
      failure={upload.isError && type === 'PASSPORT' ? ERROR_MESSAGES.passportUpload : null}
      onFile={send}
    />
  );
}
