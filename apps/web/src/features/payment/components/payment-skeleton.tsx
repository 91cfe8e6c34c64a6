import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { PAYMENT_TEXTS } from '../payment-texts.ts';

/** The unpaid page's outline while the summary loads (same heights: nothing jumps when it arrives). */
export function PaymentSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={PAYMENT_TEXTS.loading}>
      {/* The page's heading comes with the summary: the loading line stands in for it. */}
      <VisuallyHidden component="h1">{PAYMENT_TEXTS.loading}</VisuallyHidden>
      <div aria-hidden="true">
        <Skeleton height={30} width="70%" my={4} />
        <Skeleton height={16} width="60%" mt={12} />
      </div>
      <Paper withBorder radius="md" p="lg" className="payment-card" aria-hidden="true">
        <Skeleton height={22} width="45%" />
        <Skeleton height={16} mt={22} />
        <Skeleton height={16} mt={18} />
        <Skeleton height={20} mt={22} />
        <Skeleton height={42} mt={28} />
        <Skeleton height={14} width="80%" mt={12} mx="auto" />
      </Paper>
    </Stack>
  );
}
