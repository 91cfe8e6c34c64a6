import { Button, Group, NativeSelect, Paper, Stack } from '@mantine/core';
import { ERROR_MESSAGES } from '@portal/contract';
import { useState } from 'react';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { UploadControl } from '../../../components/documents/upload-control.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useUploadApplicationDocument } from '../api/upload-application-document.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';

/** §2: the only Document Type of an Other Documents row. */
const DOCUMENT_TYPE_OPTIONS = [{ value: 'PORTFOLIO', label: 'Portfolio' }];

export type TOtherDocumentDraftProps = {
  applicationId: number;
  /** The row's position, for the group's name ("Other document 2"). */
  number: number;
  /** The file was sent: the row gives way to the uploaded one, and the list says so. */
  onUploaded: (fileName: string) => void;
  onRemove: () => void;
};

/** A new Other Documents row: its Document Type, the Certificate upload, and Remove. */
export function OtherDocumentDraft({
  applicationId,
  number,
  onUploaded,
  onRemove,
}: TOtherDocumentDraftProps) {
  const upload = useUploadApplicationDocument();
  const [progress, setProgress] = useState(0);
  return (
    <Paper role="group" aria-label={`${JOURNEY_TEXTS.otherDocument} ${number}`} withBorder p="sm" miw={0}>
      <Stack gap="xs">
        <NativeSelect label={JOURNEY_TEXTS.documentType} data={DOCUMENT_TYPE_OPTIONS} />
        <Group justify="space-between" align="flex-start" gap="xs">
          <UploadControl
            actionLabel={JOURNEY_TEXTS.uploadCertificate}
            inputLabel={JOURNEY_TEXTS.certificate}
            progressLabel={DOCUMENT_TEXTS.uploading(JOURNEY_TEXTS.certificate)}
            isAnnouncing={false}
            isPending={upload.isPending}
            progress={progress}
            failure={upload.isError ? errorMessageOf(upload.error, ERROR_MESSAGES.documentUpload) : null}
            onFile={(file) => {
              setProgress(0);
              return upload
                .mutateAsync({
                  applicationId,
                  type: 'PORTFOLIO',
                  file,
                  onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
                })
                .then(() => onUploaded(file.name));
            }}
          />
          <Button variant="outline" color="red.9" size="sm" onClick={onRemove}>
            {JOURNEY_TEXTS.remove}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
