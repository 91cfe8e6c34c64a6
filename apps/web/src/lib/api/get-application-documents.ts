import { type TApplicationDocumentsResponse, ZApplicationDocumentsResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { APPLICATION_KEYS } from './application-keys.ts';

/**
 * GET /application/document/all?applicationId=: the statement of purpose, the portfolio rows and the
 * documents a conditional offer asks for.
 */
export async function getApplicationDocuments(
  applicationId: number,
  signal?: AbortSignal,
): Promise<TApplicationDocumentsResponse> {
  const response = await apiClient.get('/application/document/all', { signal, params: { applicationId } });
  return ZApplicationDocumentsResponse.parse(response.data);
}

export const applicationDocumentsQuery = (applicationId: number) =>
  queryOptions({
    queryKey: APPLICATION_KEYS.documents(applicationId),
    queryFn: ({ signal }) => getApplicationDocuments(applicationId, signal),
    staleTime: 0,
  });

export const useApplicationDocuments = (applicationId: number) =>
  useQuery(applicationDocumentsQuery(applicationId));
