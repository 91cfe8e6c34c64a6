import { Button, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TDocumentVersion } from '@portal/contract';
import { useId, useState } from 'react';
import { useDocumentVersions } from '../../lib/api/get-document-versions.ts';
import { DocumentStatusBadge } from './document-status-badge.tsx';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import { formatUploadDate } from './format-upload-date.ts';

export type TDocumentVersionsProps = {
  documentId: number;
  studentId?: number | undefined;
  onPreview: (version: TDocumentVersion, date: string) => void;
};

function VersionList({ documentId, studentId, onPreview }: TDocumentVersionsProps) {
  const versions = useDocumentVersions(documentId, studentId, true);
  if (versions.isPending) return <Text size="sm">{DOCUMENT_TEXTS.loadingVersions}</Text>;
  if (versions.isError) {
    return (
      <Group gap="xs">
        <Text size="sm" role="alert" c="var(--mantine-color-error)">
          {DOCUMENT_TEXTS.versionsFailed}
        </Text>
        <Button variant="default" size="compact-xs" onClick={() => void versions.refetch()}>
          {DOCUMENT_TEXTS.tryAgain}
        </Button>
      </Group>
    );
  }
  const earlier = versions.data.filter((version) => !version.isCurrent);
  if (earlier.length === 0) return <Text size="sm">{DOCUMENT_TEXTS.noEarlierVersions}</Text>;
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {earlier.map((version) => {
        const date = formatUploadDate(version.uploadedAt);
        return (
          <Group component="li" key={version.id} gap="xs" wrap="wrap" justify="space-between">
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={600}>
                {date}
              </Text>
              <Text size="xs" c="dimmed" truncate="end" title={version.name}>
                {version.name}
              </Text>
            </Stack>
            <Group gap="xs">
              <DocumentStatusBadge status={version.status} />
              <Button variant="subtle" size="compact-sm" onClick={() => onPreview(version, date)}>
                {DOCUMENT_TEXTS.previewVersion(date)}
              </Button>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The earlier uploads of a document: closed at first, asked for when opened (newest first). */
export function DocumentVersions(props: TDocumentVersionsProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap={6}>
      <UnstyledButton
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        fz="sm"
        c="var(--mantine-primary-color-filled)"
        style={{ alignSelf: 'flex-start', textDecoration: 'underline' }}
      >
        {DOCUMENT_TEXTS.earlierVersions}
      </UnstyledButton>
      <Collapse expanded={isOpen} id={panelId} keepMounted={false}>
        {isOpen && <VersionList {...props} />}
      </Collapse>
    </Stack>
  );
}
