import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { SIGN_OUT_EVERYWHERE_TEXTS as TEXTS } from './session-texts.ts';
import { useLogoutEverywhere } from './use-logout-everywhere.ts';

/** Asks before ending every session of the account (it cannot be taken back: each device signs in again). */
export function SignOutEverywhereDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { mutate: signOutEverywhere, isPending } = useLogoutEverywhere();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={TEXTS.title}
      message={TEXTS.message}
      confirmLabel={TEXTS.confirm}
      cancelLabel={TEXTS.cancel}
      onConfirm={() => {
        onClose();
        if (!isPending) signOutEverywhere();
      }}
      onCancel={onClose}
    />
  );
}
