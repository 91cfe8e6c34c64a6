import { SIGN_OUT_EVERYWHERE_TEXTS as TEXTS } from '../../lib/session-texts.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

export type TSignOutEverywhereDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** Ends every session (the app's POST /auth/logout-everywhere); not sent again while `isPending`. */
  onConfirm: () => void;
  isPending: boolean;
};

/** Asks before ending every session of the account (it cannot be taken back: each device signs in again). */
export function SignOutEverywhereDialog({
  isOpen,
  onClose,
  onConfirm,
  isPending,
}: TSignOutEverywhereDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={TEXTS.title}
      message={TEXTS.message}
      confirmLabel={TEXTS.confirm}
      cancelLabel={TEXTS.cancel}
      onConfirm={() => {
        onClose();
        if (!isPending) onConfirm();
      }}
      onCancel={onClose}
    />
  );
}
