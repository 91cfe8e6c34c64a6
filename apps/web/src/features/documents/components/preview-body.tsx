import { Text } from '@mantine/core';
import { VALIDATION_MESSAGES } from '@portal/contract';
import { useMemo } from 'react';
import { DOCUMENT_TEXTS } from '../../../components/documents/document-texts.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { displayTypeOf, type TPreviewView } from './preview-kind.ts';
import { WordPreview } from './word-preview.tsx';

const FILL = { width: '100%', height: '100%', border: 0 } as const;

/** The file as its kind is shown: image, PDF (the browser's viewer), .docx (rendered), else a sentence. */
export function PreviewBody({ blob, view, name }: { blob: Blob; view: TPreviewView; name: string }) {
  const shown = useMemo(
    () =>
      view === 'image' || view === 'pdf'
        ? new Blob([blob], { type: displayTypeOf(view, blob.type, name) })
        : undefined,
    [blob, view, name],
  );
  const url = useObjectUrl(shown);
  if (view === 'docx') return <WordPreview blob={blob} name={name} />;
  if (view === 'doc') return <Text size="sm">{DOCUMENT_TEXTS.oldWordFormat}</Text>;
  if (view === 'unsupported') return <Text size="sm">{VALIDATION_MESSAGES.unsupportedFileFormat}</Text>;
  if (!url) return null;
  if (view === 'image') {
    return <img src={url} alt={name} style={{ ...FILL, objectFit: 'contain', display: 'block' }} />;
  }
  return <iframe src={url} title={`${name} (PDF)`} style={FILL} />;
}
