import { Button } from '@mantine/core';
import { type TOfferKind, useDownloadOffer } from '../hooks/use-download-offer.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';

const DownloadIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

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
