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

/** PUT /api/student-profiles (§7): only the changed fields; answers the whole profile. */
export async function updateStudentProfile(changes: TStudentProfileUpdate): Promise<TStudentProfile> {
  const response = await apiClient.put('/api/student-profiles', changes);
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
    meta: { successMessage: TOAST_MESSAGES.profileUpdated, errorMessage: ERROR_MESSAGES.profileUpdate },
    onSuccess: (profile) => {
      queryClient.setQueryData(STUDENT_PROFILE_KEYS.all, profile);
      void queryClient.invalidateQueries({ queryKey: STUDENT_PROFILE_KEYS.all });
    },
  });
}
