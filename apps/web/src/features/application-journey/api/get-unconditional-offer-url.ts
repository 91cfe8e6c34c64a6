import { ZDocumentDownload } from '@portal/contract';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/application/unconditional-offer/download?applicationId= → a signed link (5 minutes) to the PDF. */
export async function getUnconditionalOfferUrl(applicationId: number): Promise<string> {
  const response = await apiClient.get('/api/application/unconditional-offer/download', {
    params: { applicationId },
  });
  return ZDocumentDownload.parse(response.data).tempURL;
}
