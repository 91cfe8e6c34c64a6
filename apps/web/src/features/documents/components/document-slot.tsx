import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { DOCUMENT_TYPE_LABELS, type TStudentDocument } from '@portal/contract';
import { lazy, type MouseEvent, Suspense, useId, useState } from 'react';
import { DocumentRemark } from '../../../components/documents/document-remark.tsx';
import type { TDocumentSlotProps } from '../../../components/documents/document-slot-context.tsx';
import { DocumentStatusBadge } from '../../../components/documents/document-status-badge.tsx';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { WRAPPING_BUTTON_PROPS } from '../../../components/documents/wrapping-button.ts';
import { useStudentDocuments } from '../../../lib/api/get-student-documents.ts';
import type { TPreviewTarget } from './document-preview-modal.tsx';
import { DocumentUpload } from './document-upload.tsx';
import { DocumentVersions } from './document-versions.tsx';

// The modal (Mantine's Modal with its overlay, focus trap and scroll lock, and the preview's code) is
// fetched on the first preview, not with every page that lists documents.
const DocumentPreviewModal = lazy(() =>
  import('./document-preview-modal.tsx').then((module) => ({ default: module.DocumentPreviewModal })),
);

const uploadActionOf = (document: TStudentDocument | undefined, label: string) => {
  if (!document) return DOCUMENT_TEXTS.upload(label);
  return document.status === 'REJECTED' ? DOCUMENT_TEXTS.uploadNewVersion : DOCUMENT_TEXTS.replace(label);
};

// A click on the row previews, unless it was on one of the row's own controls.
const isOnControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest('button, a, input, [role="dialog"]') !== null;

/**
 * One document of the student (§2 Profile): its status with the §4 colour and an icon, the remark, a
 * preview in a modal (the Preview button, or a click on the row), the upload control and the earlier
 * versions. With `studentId` (staff) it is read-only; the staff console adds its own actions.
 */
export function DocumentSlot({ type, label, studentId, actions }: TDocumentSlotProps) {
  const name = label ?? DOCUMENT_TYPE_LABELS[type];
  const headingId = useId();
  const { data, isPending } = useStudentDocuments(studentId);
  const document = data?.find((candidate) => candidate.type === type);
  const [preview, setPreview] = useState<{ target: TPreviewTarget; title: string } | null>(null);
  // Mounted from the first preview on (and kept, so the modal can play its closing transition).
  const [hasPreviewed, setHasPreviewed] = useState(false);
  if (preview && !hasPreviewed) setHasPreviewed(true);
  const openCurrent = () =>
    document &&
    setPreview({ target: { kind: 'document', id: document.id, name: document.name }, title: name });

  return (
    <Paper
      role="group"
      aria-labelledby={headingId}
      // Found by a page that opens at this slot (My Profile's ?document=TYPE).
      data-document-type={type}
      withBorder
      p="sm"
      // A grid or flex parent would otherwise size the card to its longest file name (the names are cut
      // with an ellipsis only once the card is no wider than its column).
      miw={0}
      onClick={(event) => !isOnControl(event) && openCurrent()}
      style={document ? { cursor: 'pointer' } : undefined}
    >
      <Stack gap="xs">
        {/* The badge goes below the title when both do not fit: the title keeps room for its longest
            word ('Recommendation', 14 letters), so it never breaks inside one ("Recommendatio / n"). */}
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 15ch' }}>
            <Text id={headingId} fw={600} size="sm" style={{ overflowWrap: 'break-word' }}>
              {name}
            </Text>
            {document && (
              <Text size="xs" c="dimmed" truncate="end" title={document.name}>
                {document.name}
              </Text>
            )}
          </Stack>
          {isPending ? (
            <Skeleton h={20} w={96} radius="xl" />
          ) : (
            <DocumentStatusBadge status={document?.status} />
          )}
        </Group>
        {document && <DocumentRemark document={document} />}
        <Group gap="xs" align="flex-start">
          {document && (
            <Button variant="default" size="sm" onClick={openCurrent} {...WRAPPING_BUTTON_PROPS}>
              {DOCUMENT_TEXTS.preview(name)}
            </Button>
          )}
          {document && actions?.(document, name)}
          {studentId === undefined && (
            <DocumentUpload type={type} label={name} actionLabel={uploadActionOf(document, name)} />
          )}
        </Group>
        {document && (
          <DocumentVersions
            documentId={document.id}
            studentId={studentId}
            onPreview={({ version, number, date }) =>
              setPreview({
                target: { kind: 'version', id: version.id, name: version.name },
                title: DOCUMENT_TEXTS.versionTitle(name, number, date),
              })
            }
          />
        )}
      </Stack>
      {hasPreviewed && (
        <Suspense fallback={null}>
          <DocumentPreviewModal
            target={preview?.target ?? null}
            title={preview?.title ?? name}
            studentId={studentId}
            onClose={() => setPreview(null)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
