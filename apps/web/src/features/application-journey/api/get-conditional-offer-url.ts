import { ZDocumentDownload } from '@portal/contract';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/application/conditional-offer/download?applicationId= → a signed link (5 minutes) to the PDF. */
export async function getConditionalOfferUrl(applicationId: number): Promise<string> {
  const response = await apiClient.get('/api/application/conditional-offer/download', {
    params: { applicationId },
  });
  return ZDocumentDownload.parse(response.data).tempURL;
}
