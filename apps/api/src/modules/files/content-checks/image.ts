import { UPLOAD_MESSAGES } from '@portal/contract';
import sharp from 'sharp';

// libvips caches recent operations by input; staged files are checked once and then deleted.
sharp.cache(false);

/**
 * Decoding bound against decompression bombs (a 10 MB PNG of one colour can declare billions of
 * pixels): refused from the header, before a pixel is decoded. 100 megapixels holds a 108 MP phone
 * photo of a document; decoding streams through libvips, so memory stays far below width × height.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;
/** The profile photo is shown small: 40 megapixels is already far more than it needs. */
export const MAX_PHOTO_PIXELS = 40_000_000;

const FORMAT = { png: 'png', jpeg: 'jpeg' } as const;
type TImageKind = keyof typeof FORMAT;

/** Maps libvips' refusal to the student's message: too many pixels, or not a decodable image. */
function refusalOf(error: unknown, maxPixels: number): string {
  return /pixel limit/i.test((error as Error).message)
    ? UPLOAD_MESSAGES.imageTooManyPixels(maxPixels / 1_000_000)
    : UPLOAD_MESSAGES.imageNotValid;
}

/**
 * Why an image must be refused, or null: it must decode completely (every pixel, `failOn: 'error'`
 * refuses truncated and corrupt data) as the format its magic bytes claim, within the pixel bound.
 * Document images are stored as sent (a scan keeps its exact pixels and the student's bytes);
 * they are served only with their own type and nosniff, so bytes after the image do nothing.
 */
export async function imageRefusal(input: string | Buffer, kind: TImageKind, maxPixels = MAX_IMAGE_PIXELS) {
  try {
    const image = sharp(input, { limitInputPixels: maxPixels, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== FORMAT[kind]) return UPLOAD_MESSAGES.imageNotValid;
    await image.stats(); // reads every pixel
    return null;
  } catch (error) {
    return refusalOf(error, maxPixels);
  }
}

/**
 * The profile photo re-encoded from its decoded pixels, in its own format: nothing of the sent
 * bytes survives (no metadata such as GPS position, no comment, no data after the image), and the
 * camera's orientation is applied first so dropping it does not turn the photo.
 */
export async function reencodePhoto(bytes: Buffer, kind: TImageKind): Promise<Buffer> {
  const refusal = await imageRefusal(bytes, kind, MAX_PHOTO_PIXELS);
  if (refusal) throw new PhotoRefusal(refusal);
  const image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).rotate();
  return kind === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

/** A photo reencodePhoto refuses, with the student's message. */
export class PhotoRefusal extends Error {}
