import { Stack, Text, Title } from '@mantine/core';
import { POST_OFFER_STAGES, type TPostOfferStage } from '@portal/contract';
import { useSearchParams } from 'react-router';
import { BackAndBreadcrumb } from '../../../components/ui/back-and-breadcrumb.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { PATHS } from '../../../lib/paths.ts';
import { POST_OFFER_SEARCH_PARAMS } from '../../../lib/post-offer-link.ts';
import { usePostOfferJourney } from '../api/get-post-offer-journey.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { JourneyView } from './journey-view.tsx';
import { PostOfferList } from './post-offer-list.tsx';
import { JourneySkeleton } from './post-offer-skeleton.tsx';
import './post-offer.css';

const stageOf = (value: string | null): TPostOfferStage | null =>
  POST_OFFER_STAGES.find((stage) => stage === value) ?? null;

const applicationIdOf = (value: string | null): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/** /post-offer: the list of applications past the offer, or one application's steps (?application=). */
export function PostOfferPage() {
  const [search] = useSearchParams();
  const applicationId = applicationIdOf(search.get(POST_OFFER_SEARCH_PARAMS.application));
  const stage = stageOf(search.get(POST_OFFER_SEARCH_PARAMS.stage));
  return (
    <Stack gap="md" className="post-offer-page">
      <BackAndBreadcrumb
        back={{ to: PATHS.appliedCourses, label: TEXTS.back }}
        trail={[
          { to: PATHS.dashboard, label: TEXTS.dashboard },
          { to: PATHS.appliedCourses, label: TEXTS.appliedCourses },
        ]}
        current={TEXTS.title}
      />
      {applicationId === null ? (
        <>
          <Title order={1} size="h2">
            {TEXTS.title}
          </Title>
          <PostOfferList stage={stage} />
        </>
      ) : (
        // Keyed: another application starts with its own open stages.
        <Journey key={applicationId} applicationId={applicationId} stage={stage} />
      )}
    </Stack>
  );
}

function Journey({ applicationId, stage }: { applicationId: number; stage: TPostOfferStage | null }) {
  const journey = usePostOfferJourney(applicationId);
  if (journey.isPending) return <JourneySkeleton label={TEXTS.loadingJourney} />;
  if (journey.isError) {
    const reason = errorMessageOf(journey.error, '');
    return (
      <>
        <Title order={1} size="h2">
          {TEXTS.title}
        </Title>
        <LoadFailedAlert
          title={TEXTS.journeyFailed}
          retryLabel={TEXTS.retry}
          onRetry={() => void journey.refetch()}
        >
          {reason && <Text size="sm">{reason}</Text>}
        </LoadFailedAlert>
      </>
    );
  }
  return (
    <JourneyView journey={journey.data} requestedStage={stage} onUploaded={() => void journey.refetch()} />
  );
}
