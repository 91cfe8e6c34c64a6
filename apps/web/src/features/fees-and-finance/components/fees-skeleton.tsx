import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { FEES_TEXTS } from '../fees-texts.ts';

// Heights measured on the loaded page at 1440 px (heading 64, fee card 204, list heading 26, row 158).

/** A payment row's outline: description and amount, the day, how it was paid, the download button. */
const RowSkeleton = () => (
  <Paper withBorder radius="md" p="md" className="fees-card">
    <Skeleton height={26} width="60%" />
    <Skeleton height={18} width="45%" mt={6} />
    <Skeleton height={18} width="70%" mt={6} />
    <Skeleton height={36} width={230} mt={14} />
  </Paper>
);

/** The page's outline while the payments load: the same blocks at the same heights, so nothing jumps. */
export function FeesSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={FEES_TEXTS.loading}>
      <VisuallyHidden component="h1">{FEES_TEXTS.loading}</VisuallyHidden>
      <div aria-hidden="true">
        {/* No outer margins: they would collapse through the wrapper and shift everything below. */}
        <Skeleton height={35} width="50%" />
        <Skeleton height={21} width="80%" mt={8} />
      </div>
      <Paper withBorder radius="md" p="lg" className="fees-card" aria-hidden="true">
        <Skeleton height={26} width="40%" />
        <Skeleton height={20} mt={23} />
        <Skeleton height={20} mt={22} />
        <Skeleton height={20} mt={22} mb={10} />
      </Paper>
      <Stack gap={12} aria-hidden="true">
        <Skeleton height={26} width="35%" />
        <RowSkeleton />
        <RowSkeleton />
      </Stack>
    </Stack>
  );
}
