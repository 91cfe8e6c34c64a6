import { ERROR_MESSAGES } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_KEYS } from '../../../lib/api/application-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type TDocumentRemoval = { applicationId: number; documentId: number };

/** DELETE /api/application/documents/{documentId}: removes a portfolio row and its file. */
export async function removeApplicationDocument({ documentId }: TDocumentRemoval): Promise<void> {
  await apiClient.delete(`/api/application/documents/${documentId}`);
}

export function useRemoveApplicationDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeApplicationDocument,
    // The spec has no words for it: the server's reason, else the nearest §8 text.
    meta: { errorMessage: ERROR_MESSAGES.documentUpload },
    onSuccess: (_result, { applicationId }) =>
      queryClient.invalidateQueries({ queryKey: APPLICATION_KEYS.documents(applicationId) }),
  });
}
