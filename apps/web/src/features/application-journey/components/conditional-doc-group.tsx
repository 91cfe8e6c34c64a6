import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TConditionalDocumentItem } from '@portal/contract';
import { useId, useState } from 'react';
import { DocumentRemark } from '../../../components/documents/document-remark.tsx';
import { DocumentStatusBadge } from '../../../components/documents/document-status-badge.tsx';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { UploadControl } from '../../../components/documents/upload-control.tsx';
import { useUploadConditionalDocument } from '../api/upload-conditional-document.ts';

export type TConditionalDocGroupProps = {
  applicationId: number;
  document: TConditionalDocumentItem;
  /** Uploads are taken only while the conditional offer is open (the server refuses them after). */
  canUpload: boolean;
};

/** One document the conditional offer asks for: its status, the uploaded file, the upload. */
export function ConditionalDocGroup({ applicationId, document, canUpload }: TConditionalDocGroupProps) {
  const headingId = useId();
  const upload = useUploadConditionalDocument(applicationId, document.type);
  const [progress, setProgress] = useState(0);
  const label = document.label;
  return (
    <Paper role="group" aria-labelledby={headingId} withBorder p="sm" miw={0}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text id={headingId} fw={600} size="sm">
              {label}
            </Text>
            {document.name && (
              <Text size="xs" c="dimmed" truncate="end" title={document.name}>
                {document.name}
              </Text>
            )}
          </Stack>
          <DocumentStatusBadge status={document.status ?? undefined} />
        </Group>
        <DocumentRemark document={document} />
        {canUpload && (
          <UploadControl
            actionLabel={document.uploaded ? DOCUMENT_TEXTS.replace(label) : DOCUMENT_TEXTS.upload(label)}
            inputLabel={DOCUMENT_TEXTS.fileInput(label)}
            progressLabel={DOCUMENT_TEXTS.uploading(label)}
            // §8 toasts 'Uploaded {type} successfully' already.
            isAnnouncing={false}
            isPending={upload.isPending}
            progress={progress}
            onFile={(file) => {
              setProgress(0);
              return upload.mutateAsync({
                documentId: document.id,
                file,
                onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
              });
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
