import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { POST_OFFER_STAGES } from '@portal/contract';

/**
 * The journey's outline while it loads: the header, the next-step box and the five stages at their
 * closed height, so nothing jumps when it arrives.
 */
export function JourneySkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
      <VisuallyHidden component="h1">{label}</VisuallyHidden>
      <div aria-hidden="true">
        <Skeleton height={30} width="70%" my={2} />
        <Skeleton height={18} width="50%" mt={8} />
      </div>
      <Paper withBorder radius="md" p="md" aria-hidden="true" className="post-offer-next">
        <Skeleton height={22} width="40%" />
        <Skeleton height={16} mt={12} />
        <Skeleton height={16} width="30%" mt={8} />
      </Paper>
      <div aria-hidden="true">
        <Skeleton height={22} width="45%" mb="sm" />
        <Stack gap={0} className="post-offer-timeline">
          {POST_OFFER_STAGES.map((stage) => (
            <div key={stage} className="post-offer-stage post-offer-stage--skeleton">
              <Skeleton height={24} width="60%" />
              <Skeleton height={14} width="80%" mt={8} />
            </div>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}

/** The list's outline: two application rows. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {[0, 1].map((row) => (
        <Paper key={row} withBorder radius="md" p="md" aria-hidden="true" className="post-offer-list-card">
          <Skeleton height={22} width="60%" />
          <Skeleton height={16} width="40%" mt={8} />
          <Skeleton height={16} width="80%" mt={10} />
        </Paper>
      ))}
    </Stack>
  );
}
