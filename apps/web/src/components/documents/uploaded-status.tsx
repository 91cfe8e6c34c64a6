import { Text } from '@mantine/core';
import { DOCUMENT_TEXTS } from './document-texts.ts';

/**
 * The polite announcement of a finished upload ("sop.pdf uploaded."). Always in the page, empty until a
 * file is sent, so screen readers read what is written into it; it takes no room while empty.
 */
export function UploadedStatus({ fileName }: { fileName: string | null }) {
  return (
    <Text role="status" size="sm" c="dimmed" style={fileName ? undefined : { display: 'contents' }}>
      {fileName ? DOCUMENT_TEXTS.uploaded(fileName) : null}
    </Text>
  );
}
