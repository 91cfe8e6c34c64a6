import {
  ERROR_MESSAGES,
  type TDocumentType,
  type TJourneyDocumentRef,
  type TJourneyDocumentType,
  type TStudentDocument,
  ZJourneyDocumentRef,
  ZStudentDocument,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_KEYS } from '../../../lib/api/dashboard-keys.ts';
import { FILE_TRANSFER_TIMEOUT_MS } from '../../../lib/api/file-transfer.ts';
import { STUDENT_DOCUMENT_KEYS } from '../../../lib/api/student-document-keys.ts';
import { STUDENT_PROFILE_KEYS } from '../../../lib/api/student-profile-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { isRetriedAfterLostConnection } from '../../../lib/lost-connection.ts';
import type { TRequestMeta } from '../../../lib/query-client.ts';

export type TDocumentUpload = {
  type: TDocumentType;
  file: File;
  /** Share of the file sent so far, 0 to 1 (browser progress events). */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload, also one waiting for the network (it is then never sent). */
  signal?: AbortSignal;
};

/** The multipart request both uploads send. */
function postUpload(
  form: FormData,
  file: File,
  { onProgress, signal }: Omit<TDocumentUpload, 'type' | 'file'>,
) {
  return apiClient.post('/student/document/upload', form, {
    // Not the client's JSON default (axios would turn the form into JSON); the browser adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: FILE_TRANSFER_TIMEOUT_MS,
    signal,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (onProgress && total > 0) onProgress(Math.min(1, event.loaded / total));
    },
  });
}

function formOf(type: string, file: File): FormData {
  const form = new FormData();
  form.append('type', type);
  form.append('name', file.name);
  form.append('file', file);
  return form;
}

/**
 * POST /student/document/upload (§7): multipart `type`, `name` (the file's name) and `file`. Answers the
 * document (a type already uploaded becomes its new version: UPLOADED again, remarks cleared).
 */
export async function uploadStudentDocument({
  type,
  file,
  ...options
}: TDocumentUpload): Promise<TStudentDocument> {
  const response = await postUpload(formOf(type, file), file, options);
  return ZStudentDocument.parse(response.data);
}

export type TJourneyDocumentUpload = Omit<TDocumentUpload, 'type'> & {
  type: TJourneyDocumentType;
  applicationId: number;
};

/**
 * The same call for a document of one application after the offer (deposit receipt, CAS letter, visa
 * checklist): the extra multipart field `applicationId` ties it to the application. Read back as the
 * journey's document reference (its type may be a journey type, which the profile list does not hold).
 */
export async function uploadJourneyDocument({
  type,
  applicationId,
  file,
  ...options
}: TJourneyDocumentUpload): Promise<TJourneyDocumentRef> {
  const form = formOf(type, file);
  form.append('applicationId', String(applicationId));
  const response = await postUpload(form, file, options);
  return ZJourneyDocumentRef.parse(response.data);
}

/**
 * §8: a passport upload shows 'Failed to upload file. Please try again.' inline (the slot does); any other
 * type toasts the server's debugMessage or 'Failed to upload document!'.
 */
export const uploadErrorMetaOf = (type: TDocumentType): TRequestMeta =>
  type === 'PASSPORT' ? { isShownInline: true } : { errorMessage: ERROR_MESSAGES.documentUpload };

/**
 * One slot's upload. Success refreshes every view of the documents (list and versions), the profile and
 * the dashboard before the mutation settles: the server's progressPercent counts the required documents
 * (apps/api docs/profile-progress.md), so the ring and the Profile Status card move without a reload, as
 * the new status shows. The refetched profile does not reset a section being edited: its form takes the
 * profile only when editing starts (features/profile/hooks/use-section-editor.ts).
 */
export function useUploadStudentDocument(type: TDocumentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: STUDENT_DOCUMENT_KEYS.upload(),
    mutationFn: (upload: Omit<TDocumentUpload, 'type'>) => uploadStudentDocument({ ...upload, type }),
    meta: uploadErrorMetaOf(type),
    // Offline, the upload waits (paused) and goes when the network is back; one lost on the way too.
    retry: isRetriedAfterLostConnection,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STUDENT_DOCUMENT_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: STUDENT_PROFILE_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEYS.all }),
      ]);
    },
  });
}

/**
 * One application's document upload (the post-offer screen). Success refreshes the documents and the
 * dashboard; the screen refreshes its own journey (onUploaded), which shows the new status.
 */
export function useUploadJourneyDocument(type: TJourneyDocumentType, applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: STUDENT_DOCUMENT_KEYS.upload(),
    mutationFn: (upload: Omit<TJourneyDocumentUpload, 'type' | 'applicationId'>) =>
      uploadJourneyDocument({ ...upload, type, applicationId }),
    meta: { errorMessage: ERROR_MESSAGES.documentUpload },
    retry: isRetriedAfterLostConnection,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STUDENT_DOCUMENT_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEYS.all }),
      ]);
    },
  });
}
