import type { Readable } from 'node:stream';
import { type TFileKind, UPLOAD_MESSAGES, uploadDeadlineMs } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { TStagedFile } from '../../plugins/storage.ts';
import { checkContent, prepareCheckFor } from './content-checks/index.ts';
import { describeKinds, detectFileKindOfFile, mayBeAcceptedKind, mimeOf } from './file-kind.ts';
import { checkContentMatchesName, checkFileName } from './file-name.ts';
import { fileTooLarge, stageUpload } from './staged-upload.ts';
import { admitUpload } from './upload-admission.ts';
import { MAX_FORM_OVERHEAD_BYTES } from './upload-quota.ts';

export type TUpload = {
  /** The text fields of the form, by name (at most a few short ones). */
  fields: Record<string, string>;
  /** The checked file, staged on disk (never in memory); storeUploadedFile stores it. */
  file: { name: string; kind: TFileKind; contentType: string; sizeBytes: number; staged: TStagedFile };
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
      return fileTooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return badRequest(UPLOAD_MESSAGES.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest(INVALID_FORM);
    default:
      // Our own refusals pass, and so do the disk's failures (a 500, not the client's fault);
      // anything else the parser throws (no boundary, a truncated or garbled body) is the
      // client's malformed form.
      if (error instanceof AppError || (error as { syscall?: string }).syscall) return error;
      return badRequest(INVALID_FORM);
  }
}

/** Reads a part we will not keep to its end without holding it (the parser moves on only then). */
async function discard(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // dropped
  }
}

/**
 * Reads a multipart upload of exactly one file (field `fileField`) plus short text fields, and
 * checks it before anything is stored: a safe name with an allowed extension, not empty, within
 * `maxBytes`, and content (magic bytes) of an allowed kind matching that extension, then parsed
 * whole by that kind's content check (content-checks/). The file is
 * streamed to a staging file as it arrives (one of a few upload slots per instance; 503 when all
 * are busy), within the body deadline of its size (408 past it); the staging file is gone once the
 * request is over unless it was stored.
 */
export async function readUpload(request: FastifyRequest, options: TUploadOptions): Promise<TUpload> {
  const { fields, file } = await readForm(request, options, false);
  if (!file) throw badRequest(UPLOAD_MESSAGES.fileMissing);
  return { fields, file };
}

/**
 * As readUpload, for a form whose file is optional (a message: text, a file, or both). A form with no
 * file takes no upload slot and counts toward no upload quota: a student past their upload quota can
 * still write. A small body (text only, by its content-length) is admitted when its file part begins;
 * a larger one before a byte of it is read, as readUpload does.
 */
export async function readOptionalUpload(
  request: FastifyRequest,
  options: TUploadOptions,
): Promise<{ fields: TUpload['fields']; file: TUpload['file'] | null }> {
  return readForm(request, options, true);
}

type TUploadOptions = {
  kinds: readonly TFileKind[];
  maxBytes: number;
  fileField?: string;
  /** Bytes a text field may hold (default 1,000); a longer one is refused with fieldTooLong. */
  maxFieldBytes?: number;
};

/** A form without a file fits in this many bytes (a message's text of up to 8,000 bytes, framed). */
const TEXT_ONLY_FORM_BYTES = 16 * 1024;

async function readForm(
  request: FastifyRequest,
  options: TUploadOptions,
  fileOptional: boolean,
): Promise<{ fields: TUpload['fields']; file: TUpload['file'] | null }> {
  const fileField = options.fileField ?? 'file';
  const fields: Record<string, string> = {};
  let file: { name: string; extension: string; staged: TStagedFile } | undefined;
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  const length = Number(request.headers['content-length']);
  let admitted = false;
  const admit = async () => {
    if (admitted) return;
    admitted = true;
    await admitUpload(request, { checkTotalBytes: true });
  };
  if (!fileOptional || !(Number.isFinite(length) && length <= TEXT_ONLY_FORM_BYTES)) await admit();
  // The body is read from here on: its deadline counts from now, not from the wait for a slot.
  const limit = options.maxBytes + MAX_FORM_OVERHEAD_BYTES;
  const declared = Number(request.headers['content-length']) || limit;
  request.server.watchBody(
    request,
    uploadDeadlineMs(Math.min(declared, limit), request.server.bodyDeadlines),
  );
  const checkHead = (head: Buffer) => {
    if (!mayBeAcceptedKind(head))
      throw badRequest(UPLOAD_MESSAGES.contentNotAllowed(describeKinds(options.kinds)));
  };
  try {
    const parts = request.parts({
      limits: {
        fileSize: options.maxBytes,
        files: 1,
        fields: 10,
        parts: 12,
        fieldSize: options.maxFieldBytes ?? MAX_FIELD_BYTES,
      },
      // Keep the name exactly as sent: busboy would otherwise cut "../../x.pdf" down to "x.pdf",
      // hiding a path from checkFileName instead of letting it refuse the upload.
      preservePath: true,
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          await discard(part.file);
          throw badRequest(UPLOAD_MESSAGES.fileMissing);
        }
        if (file) {
          await discard(part.file);
          throw badRequest(UPLOAD_MESSAGES.tooManyFiles);
        }
        // The name is known from the part's header: a bad one is refused before any byte is kept.
        const { name, extension } = checkFileName(part.filename, options.kinds);
        await admit();
        prepareCheckFor(extension);
        const staged = await stageUpload(request, part.file, { maxBytes: options.maxBytes, checkHead });
        file = { name, extension, staged };
      } else {
        if (part.valueTruncated) throw badRequest(UPLOAD_MESSAGES.fieldTooLong(part.fieldname));
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    throw translateMultipartError(error, options.maxBytes);
  }
  if (!file) {
    if (fileOptional) return { fields, file: null };
    throw badRequest(UPLOAD_MESSAGES.fileMissing);
  }
  const { name, extension, staged } = file;
  if (staged.sizeBytes === 0) throw badRequest(UPLOAD_MESSAGES.fileEmpty);
  const detected = await detectFileKindOfFile(staged.path);
  const kind = checkContentMatchesName(detected, extension, options.kinds);
  await checkContent(staged.path, kind);
  return { fields, file: { name, kind, contentType: mimeOf(kind), sizeBytes: staged.sizeBytes, staged } };
}
