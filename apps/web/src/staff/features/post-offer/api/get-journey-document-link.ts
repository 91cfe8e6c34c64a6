import { ZDocumentDownload } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';

/**
 * GET /student/document/download?documentId&studentId (the documents module's download): a signed link,
 * valid 5 minutes, asked afresh for each opening.
 */
export async function getJourneyDocumentLink(studentId: number, documentId: number): Promise<string> {
  const response = await apiClient.get('/student/document/download', { params: { documentId, studentId } });
  return ZDocumentDownload.parse(response.data).tempURL;
}
