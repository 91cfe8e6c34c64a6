import { ZPhotoResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

/** The photo a student plan links to (photoUrl), as a data URL for an `img`. */
export async function getStudentPhoto(photoUrl: string, signal?: AbortSignal): Promise<string> {
  const response = await apiClient.get(photoUrl, { signal });
  const photo = ZPhotoResponse.parse(response.data);
  return `data:${photo.contentType};base64,${photo.base64String}`;
}

// A few hundred KB of base64: kept for the visit rather than read again with every plan.
const PHOTO_STALE_MS = 10 * 60_000;

/** The photo, or undefined while there is none (photoUrl null), it loads or it failed (the monogram stays). */
export function useStudentPhoto(studentId: number, photoUrl: string | null) {
  return useQuery({
    queryKey: STAFF_STUDENT_KEYS.photo(studentId, photoUrl),
    queryFn: ({ signal }) => getStudentPhoto(photoUrl ?? '', signal),
    enabled: photoUrl !== null,
    staleTime: PHOTO_STALE_MS,
  });
}
