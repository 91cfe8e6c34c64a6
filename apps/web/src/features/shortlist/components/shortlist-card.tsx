import { Anchor, Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STEPS,
  courseStartDate,
  feeWithCurrency,
  LIMITS,
  type TShortlistItem,
} from '@portal/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApplicationSteps } from '../../../components/ui/application-steps.tsx';
import { UnavailableReason, unavailableButtonProps } from '../../../components/ui/unavailable-action.tsx';
import { COUNSELLOR_LINK } from '../../../lib/counsellor-link.ts';
import { cardActionsFor, markerFor } from '../card-actions.ts';
import { SHORTLIST_TEXTS } from '../shortlist-texts.ts';
import { NotEligibleAlert } from './not-eligible-alert.tsx';

export type TShortlistCardProps = {
  item: TShortlistItem;
  isCounsellingCompleted: boolean;
  isEvent: boolean;
  onApply: (courseId: number) => void;
  isApplying: boolean;
  onRemove: (courseId: number) => void;
  isRemoving: boolean;
};

// The labels are filled in dark shades (white text: teal 9 at 5.0:1, grape 9 at 7.3:1; green 9 would be 4.4:1).
const MARKER_STYLE = {
  APPLIED: { variant: 'filled', color: 'teal.9' },
  EXPERT_CHOICE: { variant: 'filled', color: 'grape.9' },
  STUDENT_CHOICE: { variant: 'light', color: 'brand' },
  NOT_ELIGIBLE: { variant: 'light', color: 'brand' },
} as const;

/** One shortlisted course (§2 Shortlisted courses): facts, marker or label, and the §4 buttons. */
export function ShortlistCard({
  item,
  isCounsellingCompleted,
  isEvent,
  onApply,
  isApplying,
  onRemove,
  isRemoving,
}: TShortlistCardProps) {
  const { course, status } = item;
  const [isAlertOpen, setIsAlertOpen] = useState(true);
  const titleId = useId();
  const reasonId = useId();
  const actions = cardActionsFor({ status, isCounsellingCompleted, isEvent });
  const fee =
    course.fees === null ? SHORTLIST_TEXTS.feeMissing : feeWithCurrency(course.fees, course.country);
  const facts = [
    [SHORTLIST_TEXTS.facts.country, course.country],
    [SHORTLIST_TEXTS.facts.campus, course.campus],
    [SHORTLIST_TEXTS.facts.startDate, courseStartDate(course)],
    [SHORTLIST_TEXTS.facts.fee, fee],
    [SHORTLIST_TEXTS.facts.duration, course.duration],
  ] as const;
  const hasButtons = actions.primary !== null || actions.canRemove;
  const primaryReason = actions.primary?.disabledReason ?? null;

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      className="shortlist-card"
      data-status={status}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" className="shortlist-card__university">
          <img
            src={course.university.iconUrl}
            alt=""
            width={40}
            height={40}
            className="shortlist-card__logo"
          />
          <Text size="sm" fw={600} lineClamp={2}>
            {course.university.name}
          </Text>
        </Group>
        <Badge {...MARKER_STYLE[status]} radius="sm" className="shortlist-card__marker">
          {markerFor(status)}
        </Badge>
      </Group>

      <Title id={titleId} order={2} size="h4" mt="sm" lineClamp={2} className="shortlist-card__name">
        {course.name}
      </Title>

      <dl className="shortlist-card__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="shortlist-card__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      {status === 'APPLIED' && (
        <div className="shortlist-card__status">
          <Text size="sm" fw={600}>
            {APPLICATION_STEPS[LIMITS.appliedStep - 1]}
          </Text>
          <ApplicationSteps step={LIMITS.appliedStep} label={`Application progress of ${course.name}`} />
        </div>
      )}

      <div className="shortlist-card__actions">
        {actions.hasNotEligibleAlert && isAlertOpen && (
          <NotEligibleAlert
            courseName={course.name}
            undoDisabledReason={actions.undoDisabledReason}
            isUndoing={isRemoving}
            onUndo={() => onRemove(course.id)}
            onClose={() => setIsAlertOpen(false)}
          />
        )}
        {actions.applyHint && <UnavailableReason id={reasonId}>{actions.applyHint}</UnavailableReason>}
        {hasButtons && (
          <Group gap="sm" grow>
            {actions.primary && (
              <Button
                loading={actions.primary.kind === 'apply' && isApplying}
                {...(primaryReason
                  ? unavailableButtonProps(reasonId)
                  : { onClick: () => onApply(course.id) })}
              >
                {actions.primary.label}
              </Button>
            )}
            {actions.canRemove && (
              <Button
                variant="outline"
                color="red.9"
                loading={isRemoving}
                onClick={() => onRemove(course.id)}
                aria-label={`${SHORTLIST_TEXTS.remove} ${course.name}`}
              >
                {SHORTLIST_TEXTS.remove}
              </Button>
            )}
          </Group>
        )}
        {primaryReason && <UnavailableReason id={reasonId}>{primaryReason}</UnavailableReason>}
        {primaryReason === APPLICATION_MESSAGES.eventUserCannotApply && (
          <Anchor component={Link} to={COUNSELLOR_LINK.to} size="xs" fw={600}>
            {COUNSELLOR_LINK.label}
          </Anchor>
        )}
      </div>
    </Paper>
  );
}
