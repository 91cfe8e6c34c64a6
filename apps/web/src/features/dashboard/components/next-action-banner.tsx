import { Button, Text, Title } from '@mantine/core';
import { NEXT_ACTION_TEXTS, type TNextAction } from '@portal/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { nextActionPathOf } from '../next-action-path.ts';

export type TNextActionBannerProps = { action: TNextAction };

/**
 * "What to do next" (the contract's dashboard-next-action.ts): one sentence and one link to where it is
 * done. A region named by its heading, so a screen reader can jump to it. What the student waits for
 * (someone else acts) is drawn quieter than something to do. Its height is fixed (dashboard.css) and
 * shared with NextActionSkeleton; a long sentence is clamped on screen, read in full by assistive
 * technology, and shown in full where the link leads.
 */
export function NextActionBanner({ action }: TNextActionBannerProps) {
  const headingId = useId();
  const isToDo = action.actor === 'STUDENT';
  return (
    <section className="next-action" data-waiting={isToDo ? undefined : true} aria-labelledby={headingId}>
      <div className="next-action__body">
        <Title id={headingId} order={2} className="next-action__heading">
          {isToDo ? NEXT_ACTION_TEXTS.todoHeading : NEXT_ACTION_TEXTS.waitingHeading}
        </Title>
        <Text className="next-action__text">{action.text}</Text>
      </div>
      <Button
        component={Link}
        to={nextActionPathOf(action.target)}
        variant={isToDo ? 'filled' : 'default'}
        className="next-action__link"
      >
        {NEXT_ACTION_TEXTS.linkLabels[action.target.page]}
      </Button>
    </section>
  );
}
