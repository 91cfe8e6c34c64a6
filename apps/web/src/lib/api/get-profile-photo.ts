import { ZPhotoResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { EARLY_PROFILE_URLS, takeEarlyResponse } from '../early-responses.ts';
import { studentProfileQuery } from '../student-profile-query.ts';
import { PROFILE_PHOTO_KEYS } from './profile-photo-keys.ts';

function dataUrlOf(answer: unknown): string {
  const photo = ZPhotoResponse.parse(answer);
  return `data:${photo.contentType};base64,${photo.base64String}`;
}

/**
 * GET /api/student-profiles/download/photo (§7): the photo as a data URL, ready for an `img`. A 404 means
 * the student has none yet: that is an answer (null), not a failure.
 */
export async function getProfilePhoto(signal?: AbortSignal): Promise<string | null> {
  const early = await takeEarlyResponse(EARLY_PROFILE_URLS.photo);
  if (early) return dataUrlOf(early);
  try {
    const response = await apiClient.get(EARLY_PROFILE_URLS.photo, { signal });
    return dataUrlOf(response.data);
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return null;
    throw error;
  }
}

// The photo changes only through this app's upload, which writes and invalidates this entry: no need to
// download a few hundred KB of base64 again on every screen. §8 names no message: a failure is logged only
// (the avatars keep the initials).
const PHOTO_STALE_MS = 10 * 60_000;

export const profilePhotoQuery = () =>
  queryOptions({
    queryKey: PROFILE_PHOTO_KEYS.image(),
    queryFn: ({ signal }) => getProfilePhoto(signal),
    staleTime: PHOTO_STALE_MS,
  });

/**
 * The student's photo (a data URL), or null while there is none or it is loading. Asked only when the
 * profile says one exists (a non-empty profilePhotoUrl), so a student without a photo costs no request.
 * `enabled: false` skips both reads (the header after logout).
 */
export function useProfilePhoto(enabled = true): string | null {
  const { data: photoUrl } = useQuery({
    ...studentProfileQuery(),
    select: (profile) => profile.profilePhotoUrl,
    enabled,
  });
  const { data: photo } = useQuery({ ...profilePhotoQuery(), enabled: enabled && Boolean(photoUrl) });
  return photo ?? null;
}
