import { useMutation } from '@tanstack/react-query';
import { FILE_TRANSFER_TIMEOUT_MS } from '../../../lib/api/file-transfer.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/**
 * GET /api/counselling/booking/calendar.ics: the booked session as a calendar file (text/calendar), read
 * through the app's client because the API needs the Authorization header (a plain link would not send it).
 */
export async function downloadSessionCalendar(): Promise<Blob> {
  const response = await apiClient.get<Blob>('/api/counselling/booking/calendar.ics', {
    responseType: 'blob',
    timeout: FILE_TRANSFER_TIMEOUT_MS,
  });
  return response.data;
}

/** Add to calendar: saves the file under `fileName`; the button shows a failure itself (isShownInline). */
export function useDownloadSessionCalendar(fileName: string) {
  return useMutation({
    mutationFn: async () => saveFile(await downloadSessionCalendar(), fileName),
    meta: { isShownInline: true },
  });
}
