import { Button, Group, Text } from '@mantine/core';

export type TPagerProps = {
  /** 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** What is paged, for the group's name ("Students pages"). */
  label: string;
  /** While the next page loads (the current one stays on screen). */
  isLoading?: boolean;
};

/** "Previous" / "Page N of M" / "Next" under a paged list; nothing when there is one page. */
export function Pager({ page, totalPages, onChange, label, isLoading = false }: TPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" gap="sm" role="group" aria-label={label}>
      <Button variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <Text size="sm" aria-live="polite" aria-busy={isLoading}>
        Page {page} of {totalPages}
      </Text>
      <Button variant="default" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
