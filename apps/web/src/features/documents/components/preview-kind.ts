import { extensionOf, FILE_KINDS, previewKindOf } from '@portal/contract';

/** How the preview shows a file; 'doc' (old binary Word) cannot be rendered in a browser. */
export type TPreviewView = 'image' | 'pdf' | 'docx' | 'doc' | 'unsupported';

const VIEW_BY_MIME: Record<string, TPreviewView> = {
  [FILE_KINDS.png.mime]: 'image',
  [FILE_KINDS.jpeg.mime]: 'image',
  [FILE_KINDS.pdf.mime]: 'pdf',
  [FILE_KINDS.docx.mime]: 'docx',
  [FILE_KINDS.doc.mime]: 'doc',
};

const NO_TYPE = new Set(['', 'application/octet-stream']);

/**
 * The blob's MIME type decides (the server sets it from the bytes); only when it names nothing does the
 * file name's extension (previewKindOf). A type the portal does not accept is never guessed from a name.
 */
export function previewViewOf(mimeType: string, name: string): TPreviewView {
  const mime = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  if (!NO_TYPE.has(mime)) return VIEW_BY_MIME[mime] ?? 'unsupported';
  const kind = previewKindOf(name);
  if (kind === 'word') return extensionOf(name) === 'doc' ? 'doc' : 'docx';
  return kind ?? 'unsupported';
}

/**
 * The type the shown copy is given: exactly what it is shown as, so an iframe can only ever hold a PDF
 * (never HTML) and an img an image, whatever the response said.
 */
export function displayTypeOf(view: TPreviewView, mimeType: string, name: string): string {
  if (view === 'pdf') return FILE_KINDS.pdf.mime;
  if (view !== 'image') return mimeType;
  if (mimeType.startsWith('image/')) return mimeType;
  return extensionOf(name) === 'png' ? FILE_KINDS.png.mime : FILE_KINDS.jpeg.mime;
}
