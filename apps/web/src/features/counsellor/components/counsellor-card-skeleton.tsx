import { Group, Paper, Skeleton, VisuallyHidden } from '@mantine/core';
import { COUNSELLOR_TEXTS } from '../counsellor-texts.ts';

/** The card's outline while it loads, the same height as the card it becomes. */
export function CounsellorCardSkeleton({ variant = 'full' }: { variant?: 'full' | 'compact' }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      role="status"
      aria-busy="true"
      aria-label={COUNSELLOR_TEXTS.loading}
      className="counsellor-card"
    >
      <VisuallyHidden>{COUNSELLOR_TEXTS.loading}</VisuallyHidden>
      <div aria-hidden="true">
        <Group gap="md" wrap="nowrap">
          <Skeleton circle height={64} />
          <div style={{ flex: 1 }}>
            <Skeleton height={14} width="35%" />
            <Skeleton height={22} width="60%" mt={8} />
            <Skeleton height={20} width="30%" mt={8} />
          </div>
        </Group>
        <Group gap="sm" mt="md">
          <Skeleton height={36} width={120} />
          <Skeleton height={36} width={120} />
        </Group>
        {variant === 'full' && (
          <>
            <Skeleton height={14} width="30%" mt="md" />
            <Skeleton height={14} width="55%" mt={8} />
            <Skeleton height={14} width="40%" mt={12} />
          </>
        )}
      </div>
    </Paper>
  );
}
