import { Anchor, Stack, Text, Title } from '@mantine/core';
import {
  destinationRuleOf,
  POST_OFFER_STAGES,
  type TDestinationRule,
  type TPostOfferJourney,
  type TPostOfferStage,
} from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { ConfirmationDetails } from './confirmation-details.tsx';
import { DepositDetails } from './deposit-details.tsx';
import { InterviewDetails } from './interview-details.tsx';
import { NextStepBox } from './next-step-box.tsx';
import { StageTimeline } from './stage-timeline.tsx';
import { VisaDetails } from './visa-details.tsx';

const STAGE_NAME_KEYS: Record<TPostOfferStage, keyof TDestinationRule['stageNames']> = {
  DEPOSIT: 'deposit',
  INTERVIEW: 'interview',
  CONFIRMATION: 'confirmation',
  VISA: 'visa',
  PRE_DEPARTURE: 'preDeparture',
};

/** The stage open at first: the one the address names, else the one that needs the student now. */
function firstOpen(journey: TPostOfferJourney, requested: TPostOfferStage | null): TPostOfferStage | null {
  if (requested) return requested;
  const now = journey.stages.find((stage) => stage.state === 'ATTENTION' || stage.state === 'CURRENT');
  return now?.stage ?? null;
}

export type TJourneyViewProps = {
  journey: TPostOfferJourney;
  requestedStage: TPostOfferStage | null;
  /** After an upload: read the journey again. */
  onUploaded: () => void;
};

/** One application after the offer: its header, what happens next, and the timeline of the five stages. */
export function JourneyView({ journey, requestedStage, onUploaded }: TJourneyViewProps) {
  const rule = destinationRuleOf(journey.country);
  const [openStages, setOpenStages] = useState<ReadonlySet<TPostOfferStage>>(() => {
    const open = firstOpen(journey, requestedStage);
    return new Set(open ? [open] : []);
  });
  const toggle = (stage: TPostOfferStage) =>
    setOpenStages((current) => {
      const next = new Set(current);
      if (!next.delete(stage)) next.add(stage);
      return next;
    });
  const { applicationId } = journey;
  const details = (stage: TPostOfferStage) => {
    switch (stage) {
      case 'DEPOSIT':
        return (
          <DepositDetails applicationId={applicationId} deposit={journey.deposit} onUploaded={onUploaded} />
        );
      case 'INTERVIEW':
        return <InterviewDetails interviews={journey.interviews} />;
      case 'CONFIRMATION':
        return (
          <ConfirmationDetails
            applicationId={applicationId}
            confirmation={journey.confirmation}
            rule={rule.confirmation}
            onUploaded={onUploaded}
          />
        );
      case 'VISA':
        return (
          <VisaDetails
            applicationId={applicationId}
            visa={journey.visa}
            rule={rule}
            onUploaded={onUploaded}
          />
        );
      case 'PRE_DEPARTURE':
        return (
          <Stack gap={6}>
            <Text size="sm">
              {journey.preDeparture.completedAt ? TEXTS.readyToFly : TEXTS.preDepartureIntro}
            </Text>
            <Anchor component={Link} to={PATHS.preDeparture} fw={600} size="sm">
              {TEXTS.goToPreDeparture}
            </Anchor>
          </Stack>
        );
    }
  };
  // The server sends the stages in order; the order is the contract's whatever it sends.
  const stages = POST_OFFER_STAGES.flatMap((stage) =>
    journey.stages.filter((summary) => summary.stage === stage),
  );
  return (
    <Stack gap="md">
      <header>
        <Title order={1} size="h2">
          {journey.courseName}
        </Title>
        <Text c="gray.7" mt={4}>
          {journey.universityName} · {journey.country}
          {journey.intake && ` · ${journey.intake}`}
        </Text>
      </header>
      <NextStepBox nextStep={journey.nextStep} />
      <section aria-labelledby="post-offer-timeline-title">
        <Title order={2} size="h4" id="post-offer-timeline-title" mb="sm">
          {TEXTS.timeline}
        </Title>
        <StageTimeline
          stages={stages}
          nameOf={(stage) => rule.stageNames[STAGE_NAME_KEYS[stage]]}
          openStages={openStages}
          onToggle={toggle}
          scrollTo={requestedStage}
          details={details}
        />
      </section>
    </Stack>
  );
}
