import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { FEES_TEXTS } from '../fees-texts.ts';

/** A payment row's outline: description and amount, the day, how it was paid, the download button. */
const RowSkeleton = () => (
  <Paper withBorder radius="md" p="md" className="fees-card">
    <Skeleton height={22} width="60%" />
    <Skeleton height={16} width="45%" mt={8} />
    <Skeleton height={16} width="70%" mt={6} />
    <Skeleton height={36} width={230} mt={12} />
  </Paper>
);

/** The page's outline while the payments load: the same blocks at the same heights, so nothing jumps. */
export function FeesSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={FEES_TEXTS.loading}>
      <VisuallyHidden component="h1">{FEES_TEXTS.loading}</VisuallyHidden>
      <div aria-hidden="true">
        <Skeleton height={30} width="50%" my={4} />
        <Skeleton height={16} width="80%" mt={12} />
      </div>
      <Paper withBorder radius="md" p="lg" className="fees-card" aria-hidden="true">
        <Skeleton height={24} width="40%" />
        <Skeleton height={20} mt={22} />
        <Skeleton height={20} mt={20} />
        <Skeleton height={20} mt={20} />
      </Paper>
      <Stack gap={12} aria-hidden="true">
        <Skeleton height={24} width="35%" />
        <RowSkeleton />
        <RowSkeleton />
      </Stack>
    </Stack>
  );
}
