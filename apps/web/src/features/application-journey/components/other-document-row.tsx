import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ERROR_MESSAGES, type TApplicationDocumentItem } from '@portal/contract';
import { useId, useState } from 'react';
import { DocumentRemark } from '../../../components/documents/document-remark.tsx';
import { DocumentStatusBadge } from '../../../components/documents/document-status-badge.tsx';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { UploadControl } from '../../../components/documents/upload-control.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useRemoveApplicationDocument } from '../api/remove-application-document.ts';
import { useUploadApplicationDocument } from '../api/upload-application-document.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';

const TYPE_LABEL = 'Portfolio';

export type TOtherDocumentRowProps = {
  document: TApplicationDocumentItem;
  /** After the row is gone (its Remove button with it): the list moves the focus on. */
  onRemoved: () => void;
};

/**
 * An uploaded Other Documents row: its type, the file name, the status (a rejection with its reason), and
 * Remove; a rejected row also takes a new file in its place.
 */
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
        <DocumentRemark document={document} />
        {document.status === 'REJECTED' && <ReplaceRejected document={document} />}
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

/** A new file for a rejected row: the row keeps its place and its review starts over. */
function ReplaceRejected({ document }: { document: TApplicationDocumentItem }) {
  const upload = useUploadApplicationDocument();
  const [progress, setProgress] = useState(0);
  return (
    <UploadControl
      actionLabel={DOCUMENT_TEXTS.replace(document.name)}
      inputLabel={DOCUMENT_TEXTS.fileInput(document.name)}
      progressLabel={DOCUMENT_TEXTS.uploading(document.name)}
      isPending={upload.isPending}
      progress={progress}
      failure={upload.isError ? errorMessageOf(upload.error, ERROR_MESSAGES.documentUpload) : null}
      onFile={(file) => {
        setProgress(0);
        return upload.mutateAsync({
          applicationId: document.applicationId,
          type: 'PORTFOLIO',
          documentId: document.id,
          file,
          onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        });
      }}
    />
  );
}
