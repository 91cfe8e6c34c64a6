import { Group, Paper, Skeleton } from '@mantine/core';

/** A card's outline while the list loads (same frame as ShortlistCard, so nothing jumps). */
export function ShortlistCardSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" className="shortlist-card" aria-hidden="true">
      <Group gap="sm" wrap="nowrap">
        <Skeleton height={40} width={40} radius="sm" />
        <Skeleton height={14} width="55%" />
      </Group>
      <Skeleton height={20} width="80%" mt="md" />
      <Skeleton height={12} mt="lg" />
      <Skeleton height={12} mt="sm" />
      <Skeleton height={12} mt="sm" width="70%" />
      <Skeleton height={36} mt="xl" />
    </Paper>
  );
}
