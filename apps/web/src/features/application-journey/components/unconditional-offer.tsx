import { Button, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';
import { DownloadOfferButton } from './download-offer-button.tsx';

/** §2 Unconditional Offer: the Congrats message, Download Your Offer! and Go to Dashboard. */
export function UnconditionalOffer({ applicationId, name }: { applicationId: number; name: string }) {
  return (
    <div className="journey-offer">
      <Title order={2} size="h3">
        {JOURNEY_TEXTS.unconditionalCongrats(name)}
      </Title>
      <Text>{JOURNEY_TEXTS.unconditionalText}</Text>
      <div className="journey-offer__actions">
        <DownloadOfferButton applicationId={applicationId} kind="unconditional" />
        <Button component={Link} to={PATHS.dashboard} variant="light">
          {JOURNEY_TEXTS.goToDashboard}
        </Button>
      </div>
    </div>
  );
}
