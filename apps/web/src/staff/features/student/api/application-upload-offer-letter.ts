import { type TApplicationStaffView, type TOfferLetterKind, ZApplicationStaffView } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { FILE_TRANSFER_TIMEOUT_MS } from '../../../../lib/api/file-transfer.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

export type TOfferLetterUpload = { file: File; onProgress?: (fraction: number) => void };

/** POST /api/staff/applications/{applicationId}/offer-letter?kind=, multipart `file` (a PDF). */
export async function uploadOfferLetter(
  applicationId: number,
  kind: TOfferLetterKind,
  { file, onProgress }: TOfferLetterUpload,
): Promise<TApplicationStaffView> {
  const form = new FormData();
  form.append('file', file);
  const response = await apiClient.post(`/api/staff/applications/${applicationId}/offer-letter`, form, {
    params: { kind },
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: FILE_TRANSFER_TIMEOUT_MS,
    onUploadProgress: (event: AxiosProgressEvent) => {
      const total = event.total ?? file.size;
      if (onProgress && total > 0) onProgress(Math.min(1, event.loaded / total));
    },
  });
  return ZApplicationStaffView.parse(response.data);
}

/** One letter kind of one application: toasts its success; a refusal is shown beside the control. */
export function useUploadOfferLetter(
  studentId: number,
  applicationId: number,
  kind: TOfferLetterKind,
  successMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: TOfferLetterUpload) => uploadOfferLetter(applicationId, kind, upload),
    meta: { isShownInline: true, successMessage },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_STUDENT_KEYS.student(studentId) }),
  });
}
