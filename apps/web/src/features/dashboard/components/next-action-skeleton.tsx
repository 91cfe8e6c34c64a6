import { Skeleton } from '@mantine/core';

/** The banner's place while the dashboard loads: the same box (dashboard.css), so nothing moves. */
export function NextActionSkeleton() {
  return (
    <div className="next-action" aria-hidden="true" data-skeleton>
      <div className="next-action__body">
        <Skeleton height={14} width={120} mt={3} />
        <Skeleton height={14} width="90%" mt={12} />
        <Skeleton height={14} width="60%" mt={8} />
      </div>
      <Skeleton className="next-action__link" height={36} radius="sm" />
    </div>
  );
}
