import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { DOWNLOAD_URL_TTL_SECONDS, type TSignedDownloadQuery, UPLOAD_MESSAGES } from '@portal/contract';
import { forbidden } from '../../lib/app-error.ts';

export const DOWNLOAD_PATH = '/api/files/download';

/**
 * The links' own key, derived from the signing secret with HKDF under a label of its own (as the OTP
 * hashes are): the JWT key signs nothing but tokens, so a link's signature is no oracle for it and a
 * token's HMAC is never a valid link. Derived once per secret (one secret per app).
 */
const keys = new Map<string, Buffer>();
function linkKeyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', 'portal file download link v1', 32));
    keys.set(secret, key);
  }
  return key;
}

const signatureOf = (secret: string, fileId: number, expires: number) =>
  createHmac('sha256', linkKeyOf(secret)).update(`file-download:${fileId}:${expires}`).digest('base64url');

/**
 * A download URL for one stored file, valid for five minutes. It is relative to the API origin
 * (the web app is served from the same one), and carries no identity: whoever holds it may
 * download until it expires, which is why it is only handed to the file's owner or staff.
 */
export function createSignedDownloadUrl(secret: string, fileId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_URL_TTL_SECONDS;
  const query = new URLSearchParams({
    file: String(fileId),
    expires: String(expires),
    signature: signatureOf(secret, fileId, expires),
  });
  return `${DOWNLOAD_PATH}?${query}`;
}

/** The file id a signed URL names; 403 when the signature does not match or the link has expired. */
export function verifySignedDownload(secret: string, query: TSignedDownloadQuery, now: Date): number {
  const fileId = Number(query.file);
  const expires = Number(query.expires);
  const expected = Buffer.from(signatureOf(secret, fileId, expires));
  const given = Buffer.from(query.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw forbidden(UPLOAD_MESSAGES.linkInvalid);
  }
  if (Math.floor(now.getTime() / 1000) > expires) throw forbidden(UPLOAD_MESSAGES.linkExpired);
  return fileId;
}
