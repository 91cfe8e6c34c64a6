import { Anchor, Box, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { ERROR_MESSAGES } from '@portal/contract';
import type { ReactNode } from 'react';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { useDocumentDownloadUrl } from '../../../lib/api/get-document-download-url.ts';
import { useSignedFile } from '../../../lib/api/get-signed-file.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { useDocumentVersionDownloadUrl } from '../api/get-document-version-download-url.ts';
import { PreviewBody } from './preview-body.tsx';
import { previewViewOf } from './preview-kind.ts';

/** What to show: the current file of a document or one earlier version (id undefined: none known). */
export type TPreviewTarget = { kind: 'document' | 'version'; id: number | undefined; name: string };

export type TDocumentPreviewModalProps = {
  /** Null: closed. */
  target: TPreviewTarget | null;
  /** The dialog's name (the slot's label). */
  title: string;
  onClose: () => void;
  /** Staff name the student. */
  studentId?: number | undefined;
};

// The frame has its final size from the first moment (loading, error or file), so nothing jumps.
const FRAME_HEIGHT = 'min(70vh, 760px)';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box h={FRAME_HEIGHT} pos="relative" bg="var(--mantine-color-gray-0)" style={{ overflow: 'hidden' }}>
      {children}
    </Box>
  );
}

function Failure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Center h="100%">
      <Stack align="center" gap="sm">
        <Text role="alert" c="var(--mantine-color-error)">
          {message}
        </Text>
        {onRetry && (
          <Button variant="default" size="xs" onClick={onRetry}>
            {DOCUMENT_TEXTS.tryAgain}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

/** Asks a fresh signed link, then its bytes (§8: each failure has its own message). */
function PreviewOf({
  target,
  id,
  studentId,
}: {
  target: TPreviewTarget;
  id: number;
  studentId?: number | undefined;
}) {
  const current = useDocumentDownloadUrl(id, studentId, target.kind === 'document');
  const earlier = useDocumentVersionDownloadUrl(id, studentId, target.kind === 'version');
  const link = target.kind === 'document' ? current : earlier;
  const file = useSignedFile(link.data);
  const downloadUrl = useObjectUrl(file.data);
  const retry = () => void link.refetch();

  let body: ReactNode;
  if (link.isError) body = <Failure message={ERROR_MESSAGES.documentUrl} onRetry={retry} />;
  else if (file.isError) body = <Failure message={ERROR_MESSAGES.documentDownload} onRetry={retry} />;
  else if (!file.data) {
    body = (
      <Center h="100%">
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{DOCUMENT_TEXTS.loadingPreview}</Text>
        </Group>
      </Center>
    );
  } else
    body = (
      <PreviewBody blob={file.data} view={previewViewOf(file.data.type, target.name)} name={target.name} />
    );

  return (
    <Stack gap="sm">
      <Frame>{body}</Frame>
      <Group justify="flex-end" mih={24}>
        {downloadUrl && (
          <Anchor href={downloadUrl} download={target.name} size="sm">
            {DOCUMENT_TEXTS.download(target.name)}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The preview of a document (§2: a click opens it in a modal). Its content lives only while open, so
 * closing drops the bytes and revokes every object URL made for them.
 */
export function DocumentPreviewModal({ target, title, onClose, studentId }: TDocumentPreviewModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="xl"
      centered
      // Mantine's close button is an icon alone: it needs a name of its own.
      closeButtonProps={{ 'aria-label': DOCUMENT_TEXTS.closePreview }}
    >
      {target &&
        (target.id === undefined ? (
          <Frame>
            <Failure message={ERROR_MESSAGES.noDocumentId} />
          </Frame>
        ) : (
          <PreviewOf target={target} id={target.id} studentId={studentId} />
        ))}
    </Modal>
  );
}
