import { Group, Stack, Text } from '@mantine/core';
import type { TJourneyDocumentRef, TJourneyDocumentType } from '@portal/contract';
import { DocumentStatusBadge } from '../../../components/documents/document-status-badge.tsx';
import { JourneyUpload } from '../../../components/documents/journey-upload-context.tsx';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';

export type TJourneyDocumentProps = {
  applicationId: number;
  type: TJourneyDocumentType;
  label: string;
  document: TJourneyDocumentRef | null;
  /** False once nothing more may be sent (e.g. a verified deposit). */
  canUpload?: boolean;
  onUploaded: () => void;
};

/**
 * One document of the journey: its file name and status (with the reason of a refusal), and the documents
 * feature's upload for this application (provided by the route, JourneyUpload).
 */
export function JourneyDocument({
  applicationId,
  type,
  label,
  document,
  canUpload = true,
  onUploaded,
}: TJourneyDocumentProps) {
  return (
    <Stack gap={6} className="post-offer-document">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0} miw={0} style={{ flex: '1 1 15ch' }}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {document && (
            <Text size="xs" c="gray.7" truncate="end" title={document.name}>
              {document.name}
            </Text>
          )}
        </Stack>
        <DocumentStatusBadge status={document?.status} />
      </Group>
      {document?.status === 'REJECTED' && document.remarks && (
        <Text size="sm" c="red.9">
          {TEXTS.reason(document.remarks)}
        </Text>
      )}
      {canUpload && document?.status !== 'ACCEPTED' && (
        <JourneyUpload
          type={type}
          applicationId={applicationId}
          label={label}
          current={document}
          onUploaded={onUploaded}
        />
      )}
    </Stack>
  );
}
