import { Accordion, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  destinationRuleOf,
  POST_OFFER_MESSAGES,
  type TPostOfferJourney,
  type TPostOfferStage,
  type TStageState,
} from '@portal/contract';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { type ReactNode, useId } from 'react';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { usePostOffer } from '../api/get-post-offer.ts';
import type { TPostOfferTarget } from '../api/use-post-offer-write.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { ConfirmationStage } from './confirmation-stage.tsx';
import { DepositStage } from './deposit-stage.tsx';
import { InterviewsStage } from './interviews-stage.tsx';
import { PreDepartureStage } from './pre-departure-stage.tsx';
import { VisaStage } from './visa-stage.tsx';
import './post-offer.css';

export type TPostOfferPanelProps = { studentId: number; applicationId: number };

const STATE_COLORS: Record<TStageState, string> = {
  DONE: '#1f7a34',
  CURRENT: 'blue.9',
  UPCOMING: 'gray.7',
  ATTENTION: 'red.9',
};
const STATE_LABELS: Record<TStageState, string> = {
  DONE: 'Done',
  CURRENT: 'Now',
  UPCOMING: 'Later',
  ATTENTION: 'Needs attention',
};
const STAGE_ROWS = 5;
/** One collapsed stage's height, so the skeleton holds the panel's final size. */
const STAGE_ROW_PX = 58;

/**
 * "After the offer" in an application's card (the counsellor's side of the journey): what happens next,
 * then one fold per stage, the current one open, each with the forms that record it.
 */
export function PostOfferPanel({ studentId, applicationId }: TPostOfferPanelProps) {
  const titleId = useId();
  const journey = usePostOffer(applicationId);
  const target = { studentId, applicationId };
  let body: ReactNode;
  if (journey.data) body = <JourneyFolds target={target} journey={journey.data} />;
  else if (journey.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label={TEXTS.loading}>
        <Skeleton h={20} w="60%" />
        <Skeleton h={STAGE_ROWS * STAGE_ROW_PX} />
      </Stack>
    );
  } else if (journey.error instanceof ApiError && journey.error.httpStatus === 409) {
    body = (
      <Text size="sm" c="dimmed">
        {journey.error.body?.debugMessage ?? POST_OFFER_MESSAGES.notYetOffered}
      </Text>
    );
  } else {
    body = (
      <LoadFailedAlert
        title={TEXTS.loadFailed}
        retryLabel={TEXTS.retry}
        onRetry={() => void journey.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby={titleId} className="post-offer">
      <Title order={4} size="h6" id={titleId} mb="xs">
        {TEXTS.title}
      </Title>
      {body}
    </section>
  );
}

function JourneyFolds({ target, journey }: { target: TPostOfferTarget; journey: TPostOfferJourney }) {
  const rule = destinationRuleOf(journey.country);
  const open = journey.stages.find(
    (stage) => stage.state === 'ATTENTION' || stage.state === 'CURRENT',
  )?.stage;
  const contentOf: Record<TPostOfferStage, ReactNode> = {
    DEPOSIT: <DepositStage target={target} journey={journey} currency={rule.funds.currency} />,
    INTERVIEW: <InterviewsStage target={target} journey={journey} />,
    CONFIRMATION: <ConfirmationStage target={target} journey={journey} rule={rule} />,
    VISA: <VisaStage target={target} journey={journey} rule={rule} />,
    PRE_DEPARTURE: <PreDepartureStage target={target} journey={journey} />,
  };
  return (
    <Stack gap="xs">
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={700}>
          {TEXTS.nextStep}:
        </Text>
        <Text size="sm">{journey.nextStep ? journey.nextStep.text : TEXTS.nobodyActs}</Text>
        {journey.nextStep?.dueOn && <Text size="sm">({TEXTS.due(journey.nextStep.dueOn)})</Text>}
      </Group>
      <Accordion variant="contained" order={5} defaultValue={open ?? null} chevronPosition="right">
        {journey.stages.map((stage) => (
          <Accordion.Item key={stage.stage} value={stage.stage}>
            <Accordion.Control>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {stage.name}
                </Text>
                <Badge size="sm" variant="filled" autoContrast color={STATE_COLORS[stage.state]}>
                  {STATE_LABELS[stage.state]}
                </Badge>
                <Text size="sm" c="gray.7">
                  {stage.statusLine}
                  {stage.dueOn && ` · ${TEXTS.due(stage.dueOn)}`}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>{contentOf[stage.stage]}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
