import { Group, Paper, Skeleton } from '@mantine/core';
import type { TDashboardCardTitle } from '@portal/contract';

export type TDashboardCardSkeletonProps = {
  title: TDashboardCardTitle;
  /** The local flag says a session is booked: the Counselling card will show its date tile. */
  hasSession: boolean;
};

/**
 * A card's frame while the dashboard loads. Every row has the fixed height of the row it stands for
 * (dashboard.css), including the bodies of Applied Courses and Counselling, so nothing moves on arrival.
 */
export function DashboardCardSkeleton({ title, hasSession }: TDashboardCardSkeletonProps) {
  return (
    <Paper withBorder radius="md" p="md" className="dashboard-card" aria-hidden="true">
      <Group gap="sm" wrap="nowrap">
        <Skeleton height={40} width={40} circle />
        <Skeleton height={16} width="45%" />
        <Skeleton height={26} width={44} radius="xl" ml="auto" />
      </Group>
      <div className="dashboard-card__subtitle">
        <Skeleton height={12} width="60%" mt={5} />
      </div>
      <div className="dashboard-card__body">
        {title === 'Applied Courses' && (
          <>
            <div className="dashboard-card__line">
              <Skeleton height={12} width="70%" mt={5} />
            </div>
            <Skeleton className="application-steps" data-with-names />
            <div className="dashboard-card__line">
              <Skeleton height={12} width="30%" mt={5} />
            </div>
          </>
        )}
        {title === 'Counselling' && hasSession && <Skeleton height={56} width={120} radius={10} />}
      </div>
      <div className="dashboard-card__footer">
        <Skeleton height={14} width={110} />
      </div>
    </Paper>
  );
}
