import { PHOTO_TEXTS } from './photo-texts.ts';

/**
 * The largest picked file the browser will open for cropping. Phone photos are 3–12 MB; what is uploaded is
 * the 512 px crop (well under the API's 2 MB), so the original only has to be decodable without a stall.
 */
export const PHOTO_PICK_MAX_MB = 20;
const PHOTO_PICK_MAX_BYTES = PHOTO_PICK_MAX_MB * 1024 * 1024;

/** §5 "picker accepts images only": `accept` only filters the dialog, so the chosen file is checked too. */
export const PHOTO_ACCEPT = 'image/*';

/** Why a picked file cannot be used, or null when it can. */
export function checkPhotoFile(file: Blob): string | null {
  if (!file.type.startsWith('image/')) return PHOTO_TEXTS.notImage;
  if (file.size > PHOTO_PICK_MAX_BYTES) return PHOTO_TEXTS.tooLarge(PHOTO_PICK_MAX_MB);
  return null;
}
