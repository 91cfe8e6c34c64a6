import {
  extensionOf,
  FILE_KINDS,
  hasUnsafeNameCharacters,
  MAX_FILE_NAME_LENGTH,
  TEXT_SAFETY_MESSAGES,
  type TFileKind,
  UPLOAD_MESSAGES,
} from '@portal/contract';
import { badRequest } from '../../lib/app-error.ts';
import { describeKinds } from './file-kind.ts';

// Path separators, control characters and characters Windows forbids in names.
const UNSAFE_CHARACTERS = /[/\\\p{Cc}<>:"|?*]/u;

/**
 * The client's file name, refused (never silently rewritten) when it could name a folder, hide
 * control characters or lacks an allowed extension. Returns the name and its lower-case extension.
 */
export function checkFileName(
  rawName: string | undefined,
  kinds: readonly TFileKind[],
): { name: string; extension: string } {
  const name = (rawName ?? '').normalize('NFC').trim();
  if (name === '') throw badRequest(UPLOAD_MESSAGES.fileNameMissing);
  if (name.length > MAX_FILE_NAME_LENGTH) throw badRequest(UPLOAD_MESSAGES.fileNameTooLong);
  if (UNSAFE_CHARACTERS.test(name) || name.startsWith('.') || name.includes('..')) {
    throw badRequest(UPLOAD_MESSAGES.fileNameUnsafe);
  }
  // Invisible format characters: "evil\u202Egnp.pdf" would show as "evilfdp.png" (text-safety.ts).
  if (hasUnsafeNameCharacters(name)) throw badRequest(TEXT_SAFETY_MESSAGES.nameUnsafe('The file name'));
  const extension = extensionOf(name);
  const allowed = kinds.flatMap((kind) => FILE_KINDS[kind].extensions as readonly string[]);
  if (!allowed.includes(extension))
    throw badRequest(UPLOAD_MESSAGES.extensionNotAllowed(describeKinds(kinds)));
  return { name, extension };
}

/** The bytes' kind must be one the call accepts and one the name's extension may stand for. */
export function checkContentMatchesName(
  kind: TFileKind | null,
  extension: string,
  kinds: readonly TFileKind[],
): TFileKind {
  if (!kind || !kinds.includes(kind))
    throw badRequest(UPLOAD_MESSAGES.contentNotAllowed(describeKinds(kinds)));
  if (!(FILE_KINDS[kind].extensions as readonly string[]).includes(extension)) {
    throw badRequest(UPLOAD_MESSAGES.contentMismatch(extension));
  }
  return kind;
}

/**
 * Content-Disposition with the stored name: an ASCII fallback (anything else replaced by "_") and
 * the exact name as RFC 5987 `filename*`, so no header injection or path survives either way.
 */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment'): string {
  const base = fileName.split(/[/\\]/).pop() || 'file';
  const ascii = base.replace(/[^\w .()+-]/g, '_').slice(0, MAX_FILE_NAME_LENGTH) || 'file';
  const encoded = encodeURIComponent(base).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
