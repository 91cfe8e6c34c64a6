import { ERROR_MESSAGES, type TCropArea } from '@portal/contract';

/**
 * The longest side of the uploaded photo. A 512 px PNG is at most ~1 MB (4 bytes a pixel, before
 * compression), so it always stays under the API's 2 MB, and is still sharp at the 192 px preview on a
 * 2x screen. A smaller crop is kept at its own size (no blurry upscaling).
 */
export const CROP_OUTPUT_MAX_PX = 512;

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = source;
  });
}

/**
 * §3 crop result (pixels of the original) → a square PNG data URL. The round shape is the display's (the
 * avatars are circles); the file stays square. §8: no drawing surface → 'Canvas context not available'.
 */
export async function cropToPng(source: string, area: TCropArea): Promise<string> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error(ERROR_MESSAGES.canvasUnavailable);
  const image = await loadImage(source);
  const size = Math.max(1, Math.min(CROP_OUTPUT_MAX_PX, Math.round(area.width)));
  canvas.width = size;
  canvas.height = size;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return canvas.toDataURL('image/png');
}
