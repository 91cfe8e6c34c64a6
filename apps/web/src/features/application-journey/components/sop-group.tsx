import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TApplicationDocumentItem } from '@portal/contract';
import { ERROR_MESSAGES } from '@portal/contract';
import { useId, useState } from 'react';
import { DocumentRemark } from '../../../components/documents/document-remark.tsx';
import { DocumentStatusBadge } from '../../../components/documents/document-status-badge.tsx';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { UploadControl } from '../../../components/documents/upload-control.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useUploadApplicationDocument } from '../api/upload-application-document.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';

export type TSopGroupProps = {
  applicationId: number;
  /** The current statement of purpose, if one was uploaded. */
  document: TApplicationDocumentItem | undefined;
};

/** §2 Additional Docs: the SOP letter upload (a new one replaces the current one), announced when sent. */
export function SopGroup({ applicationId, document }: TSopGroupProps) {
  const headingId = useId();
  const upload = useUploadApplicationDocument();
  const [progress, setProgress] = useState(0);
  const label = JOURNEY_TEXTS.sop;
  return (
    <Paper role="group" aria-labelledby={headingId} withBorder p="sm" miw={0}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text id={headingId} fw={600} size="sm">
              {label}
            </Text>
            {document && (
              <Text size="xs" c="dimmed" truncate="end" title={document.name}>
                {document.name}
              </Text>
            )}
          </Stack>
          <DocumentStatusBadge status={document?.status} />
        </Group>
        {document && <DocumentRemark document={document} />}
        <UploadControl
          actionLabel={document ? DOCUMENT_TEXTS.replace(label) : DOCUMENT_TEXTS.upload(label)}
          inputLabel={DOCUMENT_TEXTS.fileInput(label)}
          progressLabel={DOCUMENT_TEXTS.uploading(label)}
          isPending={upload.isPending}
          progress={progress}
          failure={upload.isError ? errorMessageOf(upload.error, ERROR_MESSAGES.documentUpload) : null}
          onFile={(file) => {
            setProgress(0);
            return upload.mutateAsync({
              applicationId,
              type: 'STATEMENT_OF_PURPOSE',
              file,
              onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
            });
          }}
        />
      </Stack>
    </Paper>
  );
}
