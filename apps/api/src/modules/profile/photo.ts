import { LIMITS, PROFILE_MESSAGES, type TPhotoContentType, type TPhotoUpload } from '@portal/contract';
import { badRequest } from '../../lib/app-error.ts';
import { PhotoRefusal, reencodePhoto } from '../files/index.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// Canonical, padded base64 (what canvas.toDataURL and btoa produce).
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
// A client may leave the data-URL prefix on; it carries no information the body does not have.
const DATA_URL_PREFIX = /^data:[\w.+/-]+;base64,/;

/**
 * The type the bytes really are, judged by magic bytes, never by what the client says: a PNG
 * signature followed by its IHDR chunk, or a JPEG start-of-image marker. Null for anything else.
 */
export function detectImageType(bytes: Uint8Array): TPhotoContentType | null {
  const isPng =
    bytes.length >= 24 &&
    PNG_SIGNATURE.every((byte, i) => bytes[i] === byte) &&
    Buffer.from(bytes.subarray(12, 16)).toString('latin1') === 'IHDR';
  if (isPng) return 'image/png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const reject = (message: string) => badRequest(message, [{ path: 'base64String', message }]);

/** Decodes and checks an upload: valid base64, at most 2 MB decoded, a PNG or JPEG matching contentType. */
export function decodePhoto(upload: TPhotoUpload): { bytes: Buffer; contentType: TPhotoContentType } {
  const text = upload.base64String.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (text === '' || !BASE64.test(text)) throw reject(PROFILE_MESSAGES.photoBadBase64);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > LIMITS.photoMaxBytes) throw reject(PROFILE_MESSAGES.photoTooLarge);
  const contentType = detectImageType(bytes);
  if (!contentType) throw reject(PROFILE_MESSAGES.photoNotImage);
  if (contentType !== upload.contentType)
    throw reject(PROFILE_MESSAGES.photoTypeMismatch(upload.contentType));
  return { bytes, contentType };
}

/**
 * The bytes to store for a checked photo: decoded whole and re-encoded (files' reencodePhoto), so
 * what is stored is clean pixels, never the sent file; a photo that does not decode is refused.
 */
export async function cleanPhoto(photo: { bytes: Buffer; contentType: TPhotoContentType }): Promise<Buffer> {
  try {
    return await reencodePhoto(photo.bytes, photo.contentType === 'image/png' ? 'png' : 'jpeg');
  } catch (error) {
    if (error instanceof PhotoRefusal) throw reject(error.message);
    throw error;
  }
}
