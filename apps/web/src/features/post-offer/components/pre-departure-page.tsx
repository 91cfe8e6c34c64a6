import '@mantine/core/styles/Radio.layer.css';
import { Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { BackAndBreadcrumb } from '../../../components/ui/back-and-breadcrumb.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { usePostOfferList } from '../api/get-post-offer-list.ts';
import { usePreDepartureEvents } from '../api/get-pre-departure-events.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { PreDepartureChecklists } from './pre-departure-checklist.tsx';
import { PreDepartureEventCard } from './pre-departure-event-card.tsx';
import './post-offer.css';

function EventsSection() {
  const titleId = useId();
  const events = usePreDepartureEvents();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {TEXTS.events}
      </Title>
      {events.isPending && (
        <div className="pre-departure-grid" role="status" aria-busy="true" aria-label={TEXTS.loadingEvents}>
          <VisuallyHidden>{TEXTS.loadingEvents}</VisuallyHidden>
          {[0, 1].map((card) => (
            <Skeleton key={card} height={180} radius="md" />
          ))}
        </div>
      )}
      {events.isError && (
        <LoadFailedAlert
          title={TEXTS.eventsFailed}
          retryLabel={TEXTS.retry}
          onRetry={() => void events.refetch()}
        />
      )}
      {events.data && !events.data.length && <Text>{TEXTS.noEvents}</Text>}
      {events.data && events.data.length > 0 && (
        <div className="pre-departure-grid">
          {events.data.map((event) => (
            <PreDepartureEventCard key={event.id} event={event} />
          ))}
        </div>
      )}
    </section>
  );
}

function ChecklistsSection() {
  const titleId = useId();
  const list = usePostOfferList();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {TEXTS.checklists}
      </Title>
      {list.isPending && (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={TEXTS.loadingChecklists}>
          <Skeleton height={260} radius="md" />
        </Stack>
      )}
      {list.isError && (
        <LoadFailedAlert
          title={TEXTS.checklistsFailed}
          retryLabel={TEXTS.retry}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && <PreDepartureChecklists applications={list.data} />}
    </section>
  );
}

/** /pre-departure: the pre-departure events (Register, Give feedback) and each application's checklist. */
export function PreDeparturePage() {
  return (
    <Stack gap="lg" className="post-offer-page">
      <BackAndBreadcrumb
        back={{ to: PATHS.dashboard, label: TEXTS.back }}
        trail={[{ to: PATHS.dashboard, label: TEXTS.dashboard }]}
        current={TEXTS.preDepartureTitle}
      />
      <div>
        <Title order={1} size="h2">
          {TEXTS.preDepartureTitle}
        </Title>
        <Text c="gray.7" mt={4}>
          {TEXTS.preDepartureIntro}
        </Text>
      </div>
      <EventsSection />
      <ChecklistsSection />
    </Stack>
  );
}
