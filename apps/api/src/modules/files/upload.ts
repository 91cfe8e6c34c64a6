import { type TFileKind, UPLOAD_MESSAGES } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { detectFileKind, mimeOf } from './file-kind.ts';
import { checkContentMatchesName, checkFileName } from './file-name.ts';

export type TUpload = {
  /** The text fields of the form, by name (at most a few short ones). */
  fields: Record<string, string>;
  file: { name: string; bytes: Buffer; kind: TFileKind; contentType: string };
};

const MAX_FIELD_BYTES = 1000;
const INVALID_FORM = 'The upload form is not valid.';

/** Errors @fastify/multipart raises, said in words a student understands. */
function translateMultipartError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge(maxBytes / 1024 / 1024));
    case 'FST_FILES_LIMIT':
      return badRequest(UPLOAD_MESSAGES.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest(INVALID_FORM);
    default:
      // Our own refusals pass; anything else the parser throws (no boundary, a truncated or
      // garbled body) is the client's malformed form, not a server fault.
      return error instanceof AppError ? error : badRequest(INVALID_FORM);
  }
}

/**
 * Reads a multipart upload of exactly one file (field `fileField`) plus short text fields, and
 * checks it before anything is stored: a safe name with an allowed extension, not empty, within
 * `maxBytes`, and content (magic bytes) of an allowed kind matching that extension.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { kinds: readonly TFileKind[]; maxBytes: number; fileField?: string },
): Promise<TUpload> {
  const fileField = options.fileField ?? 'file';
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 10, parts: 12, fieldSize: MAX_FIELD_BYTES },
      // Keep the name exactly as sent: busboy would otherwise cut "../../x.pdf" down to "x.pdf",
      // hiding a path from checkFileName instead of letting it refuse the upload.
      preservePath: true,
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          await part.toBuffer();
          throw badRequest(UPLOAD_MESSAGES.fileMissing);
        }
        if (file) {
          await part.toBuffer();
          throw badRequest(UPLOAD_MESSAGES.tooManyFiles);
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else {
        if (part.valueTruncated) throw badRequest(UPLOAD_MESSAGES.fieldTooLong(part.fieldname));
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    throw translateMultipartError(error, options.maxBytes);
  }
  if (!file) throw badRequest(UPLOAD_MESSAGES.fileMissing);
  const { name, extension } = checkFileName(file.fileName, options.kinds);
  if (file.bytes.length === 0) throw badRequest(UPLOAD_MESSAGES.fileEmpty);
  const kind = checkContentMatchesName(await detectFileKind(file.bytes), extension, options.kinds);
  return { fields, file: { name, bytes: file.bytes, kind, contentType: mimeOf(kind) } };
}
