import { Button, Group, Text } from '@mantine/core';

export type TPagerProps = {
  /** 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark ('Audit trail pages'). */
  label: string;
  /** A page is loading: the buttons wait for it. */
  isBusy?: boolean;
};

/** "Previous" / "Page N of M" / "Next" under a paged list (UI contract); nothing when there is one page. */
export function Pager({ page, totalPages, onChange, label, isBusy = false }: TPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Button variant="default" disabled={page <= 1 || isBusy} onClick={() => onChange(page - 1)}>
          Previous
        </Button>
        <Text size="sm" aria-live="polite">
          Page {page} of {totalPages}
        </Text>
        <Button variant="default" disabled={page >= totalPages || isBusy} onClick={() => onChange(page + 1)}>
          Next
        </Button>
      </Group>
    </nav>
  );
}
