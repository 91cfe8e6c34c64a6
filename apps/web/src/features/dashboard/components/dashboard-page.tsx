import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { DASHBOARD_CARD_TITLES } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { dashboardQuery } from '../../../lib/api/get-dashboard.ts';
import { isCounsellingBooked, isEventUser, readUserName } from '../../../lib/session.ts';
import { cardTargetOf } from '../card-target.ts';
import { DASHBOARD_TEXTS } from '../dashboard-texts.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { DashboardCardSkeleton } from './dashboard-card-skeleton.tsx';
import { NextActionBanner } from './next-action-banner.tsx';
import { NextActionSkeleton } from './next-action-skeleton.tsx';
import './dashboard.css';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';

/**
 * /dashboard (§2 Dashboard): "what to do next" above the nine status cards of GET /api/dashboard (the
 * action is a student-wide field of every card), skeletons of both while they load. With nothing to do and
 * nothing to wait for (nextAction null) there is no banner. `counsellorCard` (the route composes the
 * counsellor feature's compact card) sits under the banner.
 */
export function DashboardPage({ counsellorCard }: { counsellorCard?: ReactNode } = {}) {
  // Counselling and the fee change elsewhere (another tab, staff): read again when the window is back.
  const dashboard = useQuery({ ...dashboardQuery(), refetchOnWindowFocus: true });
  const isEvent = isEventUser();

  return (
    <Stack gap="md">
      <div className="dashboard-heading">
        <Title order={1} size="h2">
          {DASHBOARD_TEXTS.title}
        </Title>
        <Text c="dimmed">
          {DASHBOARD_TEXTS.greeting(readUserName())} {DASHBOARD_TEXTS.intro}
        </Text>
      </div>

      {dashboard.isError && (
        <LoadFailedAlert
          title={DASHBOARD_TEXTS.loadFailed}
          retryLabel={DASHBOARD_TEXTS.retry}
          onRetry={() => void dashboard.refetch()}
        />
      )}

      {dashboard.isPending && <NextActionSkeleton />}
      {dashboard.data?.[0]?.nextAction && <NextActionBanner action={dashboard.data[0].nextAction} />}

      {counsellorCard}

      {dashboard.isPending && (
        <div className="dashboard-grid" role="status" aria-busy="true" aria-label={DASHBOARD_TEXTS.loading}>
          <VisuallyHidden>{DASHBOARD_TEXTS.loading}</VisuallyHidden>
          {DASHBOARD_CARD_TITLES.map((title) => (
            <DashboardCardSkeleton key={title} title={title} hasSession={isCounsellingBooked()} />
          ))}
        </div>
      )}

      {dashboard.data && (
        <div className="dashboard-grid">
          {dashboard.data.map((card) => (
            <DashboardCard key={card.title} card={card} target={cardTargetOf(card, isEvent)} />
          ))}
        </div>
      )}
    </Stack>
  );
}
