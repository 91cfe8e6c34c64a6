import {
  type TConditionalDocumentsUpdateResult,
  type TConditionalDocumentType,
  ZConditionalDocumentsUpdateResult,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_KEYS } from '../../../../lib/api/application-keys.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

/** PUT /api/staff/applications/{applicationId}/conditional-documents {types}: the whole list. */
export async function setConditionalDocuments(
  applicationId: number,
  types: readonly TConditionalDocumentType[],
): Promise<TConditionalDocumentsUpdateResult> {
  const response = await apiClient.put(`/api/staff/applications/${applicationId}/conditional-documents`, {
    types,
  });
  return ZConditionalDocumentsUpdateResult.parse(response.data);
}

/** A refusal (409 withdrawn) is shown beside the list; a success re-reads what the student has to upload. */
export function useSetConditionalDocuments(studentId: number, applicationId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (types: readonly TConditionalDocumentType[]) => setConditionalDocuments(applicationId, types),
    meta: { isShownInline: true, successMessage },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICATION_KEYS.documents(applicationId) }),
        queryClient.invalidateQueries({ queryKey: STAFF_STUDENT_KEYS.student(studentId) }),
      ]),
  });
}
