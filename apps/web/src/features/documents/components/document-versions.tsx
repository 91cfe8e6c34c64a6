import { Button, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TDocumentVersion } from '@portal/contract';
import { useId, useState } from 'react';
import { DocumentStatusBadge } from '../../../components/documents/document-status-badge.tsx';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { useDocumentVersions } from '../api/get-document-versions.ts';
import { formatUploadDate } from './format-upload-date.ts';

/** An earlier upload with its number (the oldest is 1) and its upload date as shown. */
export type TNumberedVersion = { version: TDocumentVersion; number: number; date: string };

export type TDocumentVersionsProps = {
  documentId: number;
  studentId?: number | undefined;
  onPreview: (earlier: TNumberedVersion) => void;
};

/**
 * The API lists every upload newest first, the current one included: numbered from the oldest, so two
 * uploads of the same minute still read (and are named) apart.
 */
const numberEarlier = (versions: TDocumentVersion[]): TNumberedVersion[] =>
  versions
    .map((version, index) => ({
      version,
      number: versions.length - index,
      date: formatUploadDate(version.uploadedAt),
    }))
    .filter(({ version }) => !version.isCurrent);

/**
 * One earlier upload on two lines, so it fits a phone's column and a wide one alike: "Version n · date"
 * with its status, then the file name (cut with an ellipsis, whole in its title) and a short Preview
 * button whose accessible name says which version it opens.
 */
function VersionItem({ earlier, onPreview }: { earlier: TNumberedVersion; onPreview: () => void }) {
  const { version, number, date } = earlier;
  return (
    <Stack component="li" gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'break-word' }}>
          {DOCUMENT_TEXTS.version(number)} · <span style={{ whiteSpace: 'nowrap' }}>{date}</span>
        </Text>
        <DocumentStatusBadge status={version.status} />
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" truncate="end" title={version.name} style={{ minWidth: 0 }}>
          {version.name}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={DOCUMENT_TEXTS.previewVersion(number, date)}
          onClick={onPreview}
          style={{ flexShrink: 0 }}
        >
          {DOCUMENT_TEXTS.previewShort}
        </Button>
      </Group>
    </Stack>
  );
}

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
  const earlier = numberEarlier(versions.data);
  if (earlier.length === 0) return <Text size="sm">{DOCUMENT_TEXTS.noEarlierVersions}</Text>;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {earlier.map((item) => (
        <VersionItem key={item.version.id} earlier={item} onPreview={() => onPreview(item)} />
      ))}
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
