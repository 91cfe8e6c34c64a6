import type { TFileStorage } from '../../plugins/storage.ts';
import { detectImageType } from '../profile/index.ts';

/**
 * A stored photo as a data URL, or null when there is none or its file is gone (a restored
 * database). The card is read with a Bearer token, so an <img> could not fetch a protected URL;
 * the photo is re-encoded and small, and only the counsellor's own students and the counsellor see it.
 */
export async function photoDataUrl(storage: TFileStorage, key: string | null): Promise<string | null> {
  if (!key) return null;
  let bytes: Buffer;
  try {
    bytes = await storage.get(key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return `data:${detectImageType(bytes) ?? 'image/png'};base64,${bytes.toString('base64')}`;
}
