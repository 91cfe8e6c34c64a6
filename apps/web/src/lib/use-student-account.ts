import { useQuery } from '@tanstack/react-query';
import type { TStudentAccount } from './account.ts';
import { useProfilePhoto } from './api/get-profile-photo.ts';
import { hasToken, readUserName } from './session.ts';
import { studentProfileQuery } from './student-profile-query.ts';

/**
 * What the header avatar shows: the profile's progress and name (this tab's sign-in name until it is in)
 * and the photo (lib/api/get-profile-photo.ts: asked only when the profile says there is one).
 */
export function useStudentAccount(): TStudentAccount {
  // Not after logout: the cache is cleared while the header is still on screen for a moment.
  const isSignedIn = hasToken();
  const { data: profile } = useQuery({ ...studentProfileQuery(), enabled: isSignedIn });
  const photo = useProfilePhoto(isSignedIn);
  return { progressPercent: profile?.progressPercent ?? 0, name: profile?.fullName || readUserName(), photo };
}
