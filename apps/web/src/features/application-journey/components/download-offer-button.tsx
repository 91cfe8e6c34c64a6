import { Button } from '@mantine/core';
import { DownloadIcon } from '../../../components/layout/icons.tsx';
import { type TOfferKind, useDownloadOffer } from '../hooks/use-download-offer.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';

/** Download Your Offer! (§2): saves the offer letter PDF. */
export function DownloadOfferButton({ applicationId, kind }: { applicationId: number; kind: TOfferKind }) {
  const download = useDownloadOffer(applicationId, kind);
  return (
    <Button
      leftSection={<DownloadIcon />}
      // Stays focusable while fetching (a disabled button would drop the focus); a click then does nothing.
      aria-disabled={download.isPending || undefined}
      data-disabled={download.isPending || undefined}
      onClick={() => !download.isPending && download.mutate()}
      style={{ alignSelf: 'flex-start' }}
    >
      {JOURNEY_TEXTS.downloadOffer}
    </Button>
  );
}
