import { FILE_KINDS, type TFileKind } from '@portal/contract';
import { fileTypeFromBuffer } from 'file-type';

// An OLE compound file is only a Word document when its directory names a "WordDocument" stream
// (directory entry names are UTF-16LE); Excel and PowerPoint files share the container.
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/** What the bytes really are, judged by their content (magic bytes), never by the name the client sent. */
export async function detectFileKind(bytes: Uint8Array): Promise<TFileKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  switch (detected?.ext) {
    case 'png':
      return 'png';
    case 'jpg':
      return 'jpeg';
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    case 'cfb':
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM_NAME)
        ? 'doc'
        : null;
    default:
      return null;
  }
}

export const mimeOf = (kind: TFileKind) => FILE_KINDS[kind].mime;

/** "png, jpg, jpeg, pdf, doc or docx": the allowed extensions as a reader-facing list. */
export function describeKinds(kinds: readonly TFileKind[]): string {
  const extensions = kinds.flatMap((kind) => FILE_KINDS[kind].extensions);
  return extensions.length === 1
    ? (extensions[0] ?? '')
    : `${extensions.slice(0, -1).join(', ')} or ${extensions.at(-1)}`;
}
