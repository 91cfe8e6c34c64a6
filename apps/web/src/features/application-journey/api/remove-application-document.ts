import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_KEYS } from '../../../lib/api/application-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';

export type TDocumentRemoval = { applicationId: number; documentId: number };

/** DELETE /api/application/documents/{documentId}: removes a portfolio row and its file. */
export async function removeApplicationDocument({ documentId }: TDocumentRemoval): Promise<void> {
  await apiClient.delete(`/api/application/documents/${documentId}`);
}

export function useRemoveApplicationDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeApplicationDocument,
    // The spec has no words for it: the server's reason, else our own (not the upload's §8 text).
    meta: { errorMessage: JOURNEY_TEXTS.removeFailed },
    onSuccess: (_result, { applicationId }) =>
      queryClient.invalidateQueries({ queryKey: APPLICATION_KEYS.documents(applicationId) }),
  });
}
