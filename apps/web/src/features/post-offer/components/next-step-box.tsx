import { Paper, Text, Title } from '@mantine/core';
import type { TNextStep } from '@portal/contract';
import { useId } from 'react';
import { formatDay } from '../post-offer-format.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';

/** "What happens next": who acts, what, and by when. */
export function NextStepBox({ nextStep }: { nextStep: TNextStep | null }) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      className="post-offer-next"
    >
      <Title order={2} size="h4" id={titleId}>
        {TEXTS.nextStepTitle}
      </Title>
      {nextStep ? (
        <>
          <Text size="sm" mt={6}>
            <Text span fw={700} size="sm" data-actor={nextStep.actor}>
              {TEXTS.actor[nextStep.actor]}:
            </Text>{' '}
            {nextStep.text}
          </Text>
          {nextStep.dueOn && (
            <Text size="sm" fw={600} mt={4} c="red.9">
              {TEXTS.by(formatDay(nextStep.dueOn))}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" mt={6}>
          {TEXTS.nothingNext}
        </Text>
      )}
    </Paper>
  );
}
