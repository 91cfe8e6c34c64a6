import { VALIDATION_MESSAGES } from '../messages.ts';
import { PROFILE_MESSAGES } from './rule-messages.ts';

/** §5 upload extensions, and the matching `accept` attribute for file inputs. */
export const UPLOAD_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.pdf', '.doc', '.docx'] as const;
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(',');

export type TPreviewKind = 'image' | 'pdf' | 'word';

const PREVIEW_KIND_BY_EXTENSION: Record<string, TPreviewKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
};

/** Lower-case extension without the dot; query and fragment of a (temporary) URL are ignored. */
export function extensionOf(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const base = path.split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** §5: .png .jpg .jpeg .pdf .doc .docx, any letter case. */
export const isAllowedUploadFile = (fileName: string) =>
  (UPLOAD_EXTENSIONS as readonly string[]).includes(`.${extensionOf(fileName)}`);

export const validateUploadFileName = (fileName: string): string | null =>
  isAllowedUploadFile(fileName) ? null : PROFILE_MESSAGES.unsupportedUploadFile;

/** How a document can be previewed (image, PDF or embedded Word viewer), or null when it cannot. */
export const previewKindOf = (nameOrUrl: string): TPreviewKind | null =>
  PREVIEW_KIND_BY_EXTENSION[extensionOf(nameOrUrl)] ?? null;

/** §5: null when previewable, else 'Unsupported file format.'. */
export const checkPreviewSupport = (nameOrUrl: string): string | null =>
  previewKindOf(nameOrUrl) ? null : VALIDATION_MESSAGES.unsupportedFileFormat;
