import { Badge, Text, UnstyledButton } from '@mantine/core';
import type { TPostOfferStage, TStageSummary } from '@portal/contract';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { formatDay } from '../post-offer-format.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';

export const STAGE_STATE_COLORS: Record<TStageSummary['state'], string> = {
  DONE: '#1f7a34',
  CURRENT: 'brand',
  UPCOMING: 'gray.7',
  ATTENTION: 'red.9',
};

export type TStageTimelineProps = {
  stages: readonly TStageSummary[];
  /** The destination's name of each stage ("CAS", "Student visa"). */
  nameOf: (stage: TPostOfferStage) => string;
  openStages: ReadonlySet<TPostOfferStage>;
  onToggle: (stage: TPostOfferStage) => void;
  /** The stage the address names (?stage=): scrolled into view once it shows. */
  scrollTo: TPostOfferStage | null;
  details: (stage: TPostOfferStage) => ReactNode;
};

/** The five stages after the offer, top to bottom, each with its state and its details on demand. */
export function StageTimeline({
  stages,
  nameOf,
  openStages,
  onToggle,
  scrollTo,
  details,
}: TStageTimelineProps) {
  return (
    <ol className="post-offer-timeline" aria-label={TEXTS.timeline}>
      {stages.map((summary) => (
        <StageItem
          key={summary.stage}
          summary={summary}
          name={nameOf(summary.stage)}
          isOpen={openStages.has(summary.stage)}
          onToggle={() => onToggle(summary.stage)}
          isScrollTarget={scrollTo === summary.stage}
        >
          {details(summary.stage)}
        </StageItem>
      ))}
    </ol>
  );
}

type TStageItemProps = {
  summary: TStageSummary;
  name: string;
  isOpen: boolean;
  onToggle: () => void;
  isScrollTarget: boolean;
  children: ReactNode;
};

function StageItem({ summary, name, isOpen, onToggle, isScrollTarget, children }: TStageItemProps) {
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView; a browser brings the stage the address names into view.
    if (isScrollTarget) itemRef.current?.scrollIntoView?.({ block: 'start' });
  }, [isScrollTarget]);
  return (
    <li ref={itemRef} className="post-offer-stage" data-state={summary.state} data-stage={summary.stage}>
      <span className="post-offer-stage__dot" aria-hidden="true" />
      <h3 className="post-offer-stage__heading">
        <UnstyledButton
          className="post-offer-stage__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="post-offer-stage__name">{name}</span>
          <Badge
            component="span"
            color={STAGE_STATE_COLORS[summary.state]}
            variant={summary.state === 'UPCOMING' ? 'outline' : 'filled'}
            autoContrast
          >
            {TEXTS.state[summary.state]}
          </Badge>
        </UnstyledButton>
      </h3>
      <Text size="sm" c="gray.8">
        {summary.statusLine}
        {summary.dueOn && ` · ${TEXTS.due(formatDay(summary.dueOn))}`}
      </Text>
      <section id={panelId} aria-label={name} hidden={!isOpen} className="post-offer-stage__panel">
        {isOpen && children}
      </section>
    </li>
  );
}
