import { type TStudentProfile, ZStudentProfile } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { STUDENT_PROFILE_KEYS } from './api/student-profile-keys.ts';
import { apiClient } from './api-client.ts';
import { EARLY_PROFILE_URLS, takeEarlyResponse } from './early-responses.ts';

/** GET /api/student-profiles (§7): the signed-in student's profile. Shared: the header ring reads it. */
export async function getStudentProfile(signal?: AbortSignal): Promise<TStudentProfile> {
  const early = await takeEarlyResponse(EARLY_PROFILE_URLS.profile);
  if (early) return ZStudentProfile.parse(early);
  const response = await apiClient.get(EARLY_PROFILE_URLS.profile, { signal });
  return ZStudentProfile.parse(response.data);
}

// One cache entry for every screen; STUDENT_PROFILE_KEYS.all is invalidated after a save and after a document
// upload (the server's percent counts the documents).
// §8: a failed profile fetch is logged only (no errorMessage).
export const studentProfileQuery = () =>
  queryOptions({ queryKey: STUDENT_PROFILE_KEYS.all, queryFn: ({ signal }) => getStudentProfile(signal) });
