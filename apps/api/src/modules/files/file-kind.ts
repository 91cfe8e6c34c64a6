import { createReadStream } from 'node:fs';
import { FILE_KINDS, type TFileKind } from '@portal/contract';
import { type FileTypeResult, fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

// An OLE compound file is only a Word document when its directory names a "WordDocument" stream
// (directory entry names are UTF-16LE); Excel and PowerPoint files share the container.
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/** The kind file-type's verdict stands for; a compound file asks whether it holds a Word stream. */
async function kindOf(
  detected: FileTypeResult | undefined,
  hasWordStream: () => Promise<boolean>,
): Promise<TFileKind | null> {
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
      return (await hasWordStream()) ? 'doc' : null;
    default:
      return null;
  }
}

/** What the bytes really are, judged by their content (magic bytes), never by the name the client sent. */
export async function detectFileKind(bytes: Uint8Array): Promise<TFileKind | null> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return kindOf(await fileTypeFromBuffer(bytes), async () => buffer.includes(WORD_STREAM_NAME));
}

/** detectFileKind for a file on disk, read piecewise (file-type reads only what it needs). */
export async function detectFileKindOfFile(filePath: string): Promise<TFileKind | null> {
  return kindOf(await fileTypeFromFile(filePath), () => fileContains(filePath, WORD_STREAM_NAME));
}

/** Whether the file holds `needle`, scanning it in chunks (with an overlap for a needle cut in two). */
async function fileContains(filePath: string, needle: Buffer): Promise<boolean> {
  let tail = Buffer.alloc(0);
  for await (const chunk of createReadStream(filePath)) {
    const window = Buffer.concat([tail, chunk as Buffer]);
    if (window.includes(needle)) return true;
    tail = window.subarray(Math.max(0, window.length - needle.length + 1));
  }
  return false;
}

// The leading bytes of every accepted kind: png, jpeg, pdf, zip (docx) and OLE compound (doc).
const MAGIC_NUMBERS = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x25, 0x50, 0x44, 0x46],
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
].map((magic) => Buffer.from(magic));

/** How many leading bytes mayBeAcceptedKind needs. */
export const MAGIC_BYTES = 8;

/**
 * A first look at a file's leading bytes while it streams in: false when they start no accepted
 * kind at all, so the upload is refused before the rest is read. The full check
 * (detectFileKindOfFile) still decides once the file is complete.
 */
export const mayBeAcceptedKind = (head: Buffer) =>
  MAGIC_NUMBERS.some((magic) => head.subarray(0, magic.length).equals(magic));

export const mimeOf = (kind: TFileKind) => FILE_KINDS[kind].mime;

/** "png, jpg, jpeg, pdf, doc or docx": the allowed extensions as a reader-facing list. */
export function describeKinds(kinds: readonly TFileKind[]): string {
  const extensions = kinds.flatMap((kind) => FILE_KINDS[kind].extensions);
  return extensions.length === 1
    ? (extensions[0] ?? '')
    : `${extensions.slice(0, -1).join(', ')} or ${extensions.at(-1)}`;
}
