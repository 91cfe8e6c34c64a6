import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TApplicationDocumentItem } from '@portal/contract';
import { useId } from 'react';
import { DocumentStatusBadge } from '../../../components/documents/document-status-badge.tsx';
import { useRemoveApplicationDocument } from '../api/remove-application-document.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';

const TYPE_LABEL = 'Portfolio';

export type TOtherDocumentRowProps = {
  document: TApplicationDocumentItem;
  /** After the row is gone (its Remove button with it): the list moves the focus on. */
  onRemoved: () => void;
};

/** An uploaded Other Documents row: its type, the file name, the status, and Remove. */
export function OtherDocumentRow({ document, onRemoved }: TOtherDocumentRowProps) {
  const nameId = useId();
  const remove = useRemoveApplicationDocument();
  return (
    <Paper role="group" aria-labelledby={nameId} withBorder p="sm" miw={0}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed">
              {TYPE_LABEL}
            </Text>
            <Text id={nameId} size="sm" fw={600} className="journey-file-name">
              {document.name}
            </Text>
          </Stack>
          <DocumentStatusBadge status={document.status} />
        </Group>
        <Button
          variant="outline"
          color="red.9"
          size="sm"
          style={{ alignSelf: 'flex-start' }}
          aria-describedby={nameId}
          aria-disabled={remove.isPending || undefined}
          data-disabled={remove.isPending || undefined}
          onClick={() => {
            if (remove.isPending) return;
            // mutateAsync: its promise settles even though the row unmounts when the list is re-read
            // (mutate's own callbacks would not run then). A failure is the call's toast.
            remove
              .mutateAsync({ applicationId: document.applicationId, documentId: document.id })
              .then(onRemoved, () => {});
          }}
        >
          {JOURNEY_TEXTS.remove}
        </Button>
      </Stack>
    </Paper>
  );
}
