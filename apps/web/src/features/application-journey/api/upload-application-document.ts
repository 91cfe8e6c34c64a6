import { type TApplicationDocumentItem, ZApplicationDocumentItem } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_KEYS } from '../../../lib/api/application-keys.ts';
import { FILE_TRANSFER_TIMEOUT_MS } from '../../../lib/api/file-transfer.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { progressHandlerOf, type TFileUpload } from './upload-progress.ts';

/** §6: the uploader id the legacy client sends for additional documents (the server takes the token's). */
const ADDITIONAL_UPLOADED_BY = '12';

export type TApplicationDocumentUpload = TFileUpload & {
  applicationId: number;
  type: 'STATEMENT_OF_PURPOSE' | 'PORTFOLIO';
  /** A portfolio row whose file this one replaces (its review starts over). */
  documentId?: number;
};

/** POST /application/document/upload?applicationId&name&type&uploadedBy[&documentId], multipart `file`. */
export async function uploadApplicationDocument({
  applicationId,
  type,
  documentId,
  file,
  onProgress,
}: TApplicationDocumentUpload): Promise<TApplicationDocumentItem> {
  const form = new FormData();
  form.append('file', file);
  const response = await apiClient.post('/application/document/upload', form, {
    params: { applicationId, name: file.name, type, uploadedBy: ADDITIONAL_UPLOADED_BY, documentId },
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: FILE_TRANSFER_TIMEOUT_MS,
    onUploadProgress: progressHandlerOf(file, onProgress),
  });
  return ZApplicationDocumentItem.parse(response.data);
}

/**
 * The failure is shown beside the control with the server's reason (§8 logs additional-docs uploads only;
 * a student needs to know why a file was refused). Success re-reads the application's documents.
 */
export function useUploadApplicationDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadApplicationDocument,
    meta: { isShownInline: true },
    onSuccess: (_document, { applicationId }) =>
      queryClient.invalidateQueries({ queryKey: APPLICATION_KEYS.documents(applicationId) }),
  });
}
