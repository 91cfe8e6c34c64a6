import { Group, Paper, Skeleton } from '@mantine/core';

/** A card's outline while the list loads (the same frame and row heights as AppliedCourseCard). */
export function AppliedCourseSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" className="applied-card" aria-hidden="true">
      <Group gap="sm" wrap="nowrap">
        <Skeleton height={40} width={40} radius="sm" />
        <Skeleton height={14} width="55%" />
      </Group>
      <Skeleton height={22} width="80%" mt="sm" />
      <Skeleton height={14} width="45%" mt={6} />
      <Skeleton height={16} width="50%" mt="md" />
      <Skeleton height={8} mt={10} />
      <Skeleton height={36} mt="auto" />
    </Paper>
  );
}
