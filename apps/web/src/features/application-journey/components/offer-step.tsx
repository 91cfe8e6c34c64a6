import { Skeleton } from '@mantine/core';
import type { TApplicationView } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { JOURNEY_TEXTS } from '../journey-texts.ts';
import { offerViewOf } from '../offer-stage.ts';
import { ConditionalOffer } from './conditional-offer.tsx';
import { NotYet } from './not-yet.tsx';
import { UnconditionalOffer } from './unconditional-offer.tsx';

export type TOfferStepProps = {
  applicationId: number;
  step: number;
  application: UseQueryResult<TApplicationView>;
  name: string;
};

/** Steps 3 and 4: the view §4 Offer stages gives the application's status. */
export function OfferStep({ applicationId, step, application, name }: TOfferStepProps) {
  if (application.isError) {
    return (
      <LoadFailedAlert
        title={JOURNEY_TEXTS.loadFailed}
        retryLabel={JOURNEY_TEXTS.tryAgain}
        onRetry={() => void application.refetch()}
      />
    );
  }
  if (!application.data) return <Skeleton h={220} radius="md" aria-label={JOURNEY_TEXTS.loading} />;
  const { status } = application.data;
  switch (offerViewOf(status, step)) {
    case 'conditional':
      return <ConditionalOffer applicationId={applicationId} status={status} name={name} />;
    case 'unconditional':
      return <UnconditionalOffer applicationId={applicationId} name={name} />;
    default:
      return <NotYet name={name} />;
  }
}
