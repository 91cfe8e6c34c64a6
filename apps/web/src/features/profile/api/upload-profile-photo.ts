import { type TPhotoUpload, ZMessageResponse, ZPhotoUpload } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_PHOTO_KEYS } from '../../../lib/api/profile-photo-keys.ts';
import { STUDENT_PROFILE_KEYS } from '../../../lib/api/student-profile-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT /api/student-profiles/upload/photo (§7): {contentType, base64String without the data-URL prefix}. */
export async function uploadProfilePhoto(photo: TPhotoUpload): Promise<void> {
  const response = await apiClient.put('/api/student-profiles/upload/photo', ZPhotoUpload.parse(photo));
  ZMessageResponse.parse(response.data);
}

/** `data:image/png;base64,AAAA` → {contentType: 'image/png', base64String: 'AAAA'}. */
export function photoUploadOf(dataUrl: string): TPhotoUpload {
  const comma = dataUrl.indexOf(',');
  return { contentType: 'image/png', base64String: comma < 0 ? dataUrl : dataUrl.slice(comma + 1) };
}

/**
 * Sends the cropped PNG (a data URL). On success the avatars show it at once (the cache gets the very
 * image the server now holds), then both reads are refreshed: the photo (§4 "then the photo is refreshed")
 * and the profile, whose progressPercent gains the photo's 10 %.
 * §8: a failed upload is "logged only" (no meta: the query client logs it). The preview also says so
 * inline with a retry — a student left with no sign that nothing was saved would think it was.
 */
export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PROFILE_PHOTO_KEYS.upload(),
    mutationFn: (dataUrl: string) => uploadProfilePhoto(photoUploadOf(dataUrl)),
    // Not awaited: the student goes back to the profile at once, while the reads refresh behind.
    onSuccess: (_result, dataUrl) => {
      queryClient.setQueryData(PROFILE_PHOTO_KEYS.image(), dataUrl);
      void queryClient.invalidateQueries({ queryKey: PROFILE_PHOTO_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: STUDENT_PROFILE_KEYS.all });
    },
  });
}
