import { receiptFileNameOf, type TStudentPaymentItem } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { FILE_TRANSFER_TIMEOUT_MS } from '../../../lib/api/file-transfer.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * GET {receiptPath} (/api/student/payments/{paymentId}/receipt.pdf for a fee payment): the receipt PDF,
 * fetched through the app's client because the API needs the Authorization header (a plain link would
 * not send it), then saved from a Blob under the receipt number.
 */
export async function downloadReceipt(receiptPath: string): Promise<Blob> {
  const response = await apiClient.get<Blob>(receiptPath, {
    responseType: 'blob',
    timeout: FILE_TRANSFER_TIMEOUT_MS,
  });
  return response.data;
}

/** Download receipt (PDF) of one row; the row shows a failure itself (isShownInline), next to its button. */
export function useDownloadReceipt(item: TStudentPaymentItem) {
  return useMutation({
    mutationFn: async () => {
      if (!item.receiptPath) return;
      const file = await downloadReceipt(item.receiptPath);
      saveFile(file, receiptFileNameOf(item.receiptNumber ?? `receipt-${item.id}`));
    },
    meta: { isShownInline: true },
  });
}
