import {
  ERROR_MESSAGES,
  TOAST_MESSAGES,
  type TStudentProfile,
  type TStudentProfileUpdate,
  ZStudentProfile,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_PROFILE_KEYS } from '../../../lib/api/student-profile-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { isRetriedAfterLostConnection } from '../../../lib/lost-connection.ts';

export type TProfileSave = { changes: TStudentProfileUpdate; signal?: AbortSignal };

/** PUT /api/student-profiles (§7): only the changed fields; answers the whole profile. */
export async function updateStudentProfile({ changes, signal }: TProfileSave): Promise<TStudentProfile> {
  const response = await apiClient.put('/api/student-profiles', changes, { signal });
  return ZStudentProfile.parse(response.data);
}

/**
 * §7 toast 'updated successfully!'; §8 the server's debug message or 'Failed to update student profile!'.
 * The answer shows at once (view mode returns with the saved values), and the shared entry is read again
 * so every reader of it (the header's ring) shows the server's new percentage.
 */
export function useUpdateStudentProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudentProfile,
    // Offline, the save waits (paused) and goes when the network is back; a connection lost on the way
    // is tried once more, which waits the same way (the same fields again: PUT is idempotent).
    retry: isRetriedAfterLostConnection,
    meta: { successMessage: TOAST_MESSAGES.profileUpdated, errorMessage: ERROR_MESSAGES.profileUpdate },
    onSuccess: (profile) => {
      queryClient.setQueryData(STUDENT_PROFILE_KEYS.all, profile);
      void queryClient.invalidateQueries({ queryKey: STUDENT_PROFILE_KEYS.all });
    },
  });
}
