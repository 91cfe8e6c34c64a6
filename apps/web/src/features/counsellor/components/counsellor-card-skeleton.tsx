import { Group, Paper, Skeleton, VisuallyHidden } from '@mantine/core';
import { COUNSELLOR_TEXTS } from '../counsellor-texts.ts';

/**
 * The card's outline while it loads: the card's own parts (head, buttons, hours) with its classes, so it
 * takes the card's layout and height at every width.
 */
export function CounsellorCardSkeleton({ variant = 'full' }: { variant?: 'full' | 'compact' }) {
  return (
    <div className="counsellor-card-room">
      <Paper
        withBorder
        radius="md"
        p="lg"
        role="status"
        aria-busy="true"
        aria-label={COUNSELLOR_TEXTS.loading}
        className="counsellor-card"
        data-variant={variant}
      >
        <VisuallyHidden>{COUNSELLOR_TEXTS.loading}</VisuallyHidden>
        <Group gap="md" wrap="nowrap" className="counsellor-card__head" aria-hidden="true">
          <Skeleton circle height={64} />
          <div style={{ flex: 1 }}>
            <Skeleton height={14} width="35%" />
            <Skeleton height={22} width="60%" mt={8} />
            <Skeleton height={20} width="30%" mt={8} />
          </div>
        </Group>
        <Group gap="sm" className="counsellor-card__actions" aria-hidden="true">
          <Skeleton height={36} width={120} />
          <Skeleton height={36} width={120} />
        </Group>
        {variant === 'full' && (
          <div className="counsellor-card__details" aria-hidden="true">
            <Skeleton height={14} width="30%" />
            <Skeleton height={14} width="55%" mt={8} />
            <Skeleton height={14} width="40%" mt={12} />
          </div>
        )}
      </Paper>
    </div>
  );
}
