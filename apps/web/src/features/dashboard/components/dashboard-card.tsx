import { Anchor, Badge, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { linkLabelFor, type TDashboardCardView } from '@portal/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { ApplicationSteps } from '../../../components/ui/application-steps.tsx';
import { DASHBOARD_TEXTS } from '../dashboard-texts.ts';
import { formatSession } from '../session-time.ts';
import { CARD_ICONS } from './card-icons.tsx';

export type TDashboardCardProps = {
  card: TDashboardCardView;
  /** Where the card leads, or null (the footer label then shows as plain text). */
  target: string | null;
};

const ArrowIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

function chipTextOf(card: TDashboardCardView): string {
  return card.title === 'Profile Status' ? `${card.chipNumber}%` : String(card.chipNumber);
}

function AppliedCoursesBody({ card }: { card: TDashboardCardView }) {
  return (
    <>
      <Text size="sm" fw={600} className="dashboard-card__line" title={card.courseName ?? undefined}>
        {card.courseName ?? DASHBOARD_TEXTS.noApplication}
      </Text>
      <ApplicationSteps step={card.step} label={DASHBOARD_TEXTS.applicationProgress} hasNames />
      <Text size="sm" fw={700} c="brand.7" className="dashboard-card__line">
        {DASHBOARD_TEXTS.appliedCount(card.appliedCount)}
      </Text>
    </>
  );
}

function CounsellingBody({ card }: { card: TDashboardCardView }) {
  const session =
    card.isCounsellingBooked && card.counsellingDate && card.counsellingTime
      ? formatSession(card.counsellingDate, card.counsellingTime)
      : null;
  if (!session) return null;
  return (
    <div className="dashboard-session">
      <div className="dashboard-session__date">
        <span className="dashboard-session__day">{session.day}</span>
        <span className="dashboard-session__month">{session.month}</span>
      </div>
      <div>
        <VisuallyHidden>{DASHBOARD_TEXTS.sessionAt}: </VisuallyHidden>
        <Text size="sm" fw={600}>
          {session.weekday}
        </Text>
        <Text size="sm">{session.time}</Text>
      </div>
    </div>
  );
}

/** One §2 dashboard card: icon, title, badge with the chip number, subtitle, content and footer link. */
export function DashboardCard({ card, target }: TDashboardCardProps) {
  const titleId = useId();
  const Icon = CARD_ICONS[card.title];
  const linkLabel = linkLabelFor(card.subtitle);

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      className="dashboard-card"
      data-linked={target ? true : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <span className="dashboard-card__icon">
          <Icon />
        </span>
        <Title id={titleId} order={2} size="h5" className="dashboard-card__title">
          {card.title}
        </Title>
        <Badge size="lg" variant="light" radius="xl" className="dashboard-card__chip">
          {chipTextOf(card)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" className="dashboard-card__subtitle">
        {card.subtitle}
      </Text>
      <div className="dashboard-card__body">
        {card.title === 'Applied Courses' && <AppliedCoursesBody card={card} />}
        {card.title === 'Counselling' && <CounsellingBody card={card} />}
      </div>
      <div className="dashboard-card__footer">
        {target ? (
          <Anchor component={Link} to={target} className="dashboard-card__link" aria-describedby={titleId}>
            {linkLabel}
            <ArrowIcon />
          </Anchor>
        ) : (
          <Text span size="sm" fw={500} className="dashboard-card__label">
            {linkLabel}
          </Text>
        )}
      </div>
    </Paper>
  );
}
