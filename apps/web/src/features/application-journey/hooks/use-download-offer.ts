import { ERROR_MESSAGES, TOAST_MESSAGES } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { getSignedFile } from '../../../lib/api/get-signed-file.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { getConditionalOfferUrl } from '../api/get-conditional-offer-url.ts';
import { getUnconditionalOfferUrl } from '../api/get-unconditional-offer-url.ts';

export type TOfferKind = 'conditional' | 'unconditional';

const LINK_OF = { conditional: getConditionalOfferUrl, unconditional: getUnconditionalOfferUrl };

/**
 * Download Your Offer!: the signed link, then its bytes, saved as a PDF (a link the browser follows in a
 * new tab would be blocked on phones after the awaits, and would not save). §8 toasts the conditional
 * download; a refusal ('not uploaded yet') toasts the server's reason.
 */
export function useDownloadOffer(applicationId: number, kind: TOfferKind) {
  return useMutation({
    mutationFn: async () => {
      const url = await LINK_OF[kind](applicationId);
      const file = await getSignedFile(url);
      saveFile(file, `${kind}-offer-${applicationId}.pdf`);
    },
    meta: {
      errorMessage: ERROR_MESSAGES.documentDownload,
      ...(kind === 'conditional' ? { successMessage: TOAST_MESSAGES.conditionalOfferDownloaded } : {}),
    },
  });
}
