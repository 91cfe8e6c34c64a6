import {
  APPLICATION_MESSAGES,
  ERROR_MESSAGES,
  type TConditionalDocumentType,
  type TConditionalDocumentUploadResult,
  ZConditionalDocumentUploadResult,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_KEYS } from '../../../lib/api/application-keys.ts';
import { FILE_TRANSFER_TIMEOUT_MS } from '../../../lib/api/file-transfer.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { progressHandlerOf, type TFileUpload } from './upload-progress.ts';

/** §6: the uploader id the legacy client sends for conditional documents (the server takes the token's). */
const CONDITIONAL_UPLOADED_BY = '1';

export type TConditionalUpload = TFileUpload & { documentId: number };

/** POST /application/document/conditional/upload?documentId&name&uploadedBy, multipart `file`. */
export async function uploadConditionalDocument({
  documentId,
  file,
  onProgress,
}: TConditionalUpload): Promise<TConditionalDocumentUploadResult> {
  const form = new FormData();
  form.append('file', file);
  const response = await apiClient.post('/application/document/conditional/upload', form, {
    params: { documentId, name: file.name, uploadedBy: CONDITIONAL_UPLOADED_BY },
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: FILE_TRANSFER_TIMEOUT_MS,
    onUploadProgress: progressHandlerOf(file, onProgress),
  });
  return ZConditionalDocumentUploadResult.parse(response.data);
}

/** One conditional document's upload: §8 'Uploaded {name} successfully', else the server's reason. */
export function useUploadConditionalDocument(applicationId: number, type: TConditionalDocumentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadConditionalDocument,
    meta: {
      successMessage: APPLICATION_MESSAGES.conditionalDocumentUploaded(type),
      errorMessage: ERROR_MESSAGES.documentUpload,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPLICATION_KEYS.documents(applicationId) }),
  });
}
