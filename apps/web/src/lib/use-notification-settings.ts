import { useNotificationPreferences } from './api/get-notification-preferences.ts';
import { useRemoveEmail } from './api/remove-email.ts';
import { useSaveNotificationPreferences } from './api/save-notification-preferences.ts';
import { useSendEmailCode } from './api/send-email-code.ts';
import { useVerifyEmailCode } from './api/verify-email-code.ts';

/** The settings form wired to its calls, the same for a student and for staff (the server knows whose). */
export function useNotificationSettings() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const sendCode = useSendEmailCode();
  const verify = useVerifyEmailCode();
  const remove = useRemoveEmail();
  return {
    preferences,
    onSave: save.mutateAsync,
    email: {
      onSendCode: sendCode.mutateAsync,
      onVerify: verify.mutateAsync,
      onRemove: () => remove.mutateAsync(),
    },
  };
}
