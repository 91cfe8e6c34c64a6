import { getSignedFile } from './api/get-signed-file.ts';
import { saveFile } from './save-file.ts';

/** What a browser tab shows by itself; anything else (Word) is saved instead. */
const SHOWN_IN_A_TAB = ['application/pdf', 'image/png', 'image/jpeg'];

/**
 * A file behind a signed link, opened in a new tab when the browser can show it (PDF, images), else saved
 * under its name. Fetched first (as the documents' preview does), so the tab shows the bytes the server
 * typed from their content; a blocked pop-up saves the file instead of losing the click.
 */
export async function openSignedFile(tempUrl: string, fileName: string): Promise<void> {
  const blob = await getSignedFile(tempUrl);
  if (!SHOWN_IN_A_TAB.includes(blob.type)) {
    saveFile(blob, fileName);
    return;
  }
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else saveFile(blob, fileName);
  // Kept long enough for the new tab to read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
