import { lazy, type ReactNode, Suspense, useState } from 'react';

export type TConfirmDialogProps = {
  isOpen: boolean;
  /** The question, naming what will happen ("Remove X from your shortlist?"): the dialog's name. */
  title: string;
  /** What the confirmation does, in a sentence. */
  message: string;
  /** What the confirmation may take besides (an optional reason field), under the message. */
  children?: ReactNode;
  confirmLabel: string;
  /** False for a confirmation that gives rather than takes away (the theme's colour, not red). */
  isDestructive?: boolean;
  cancelLabel: string;
  onConfirm: () => void;
  /** Also on Escape and a click outside. */
  onCancel: () => void;
};

// Mantine's Modal (overlay, portal, focus trap, scroll lock: six chunks, ~35 KB) is fetched on the first
// opening, not with every screen that may ask: on /shortlisted it sat in the first load's critical chain.
const ConfirmDialogModal = lazy(() =>
  import('./confirm-dialog-modal.tsx').then((module) => ({ default: module.ConfirmDialogModal })),
);

/**
 * Asks before an action that cannot be taken back on the spot (confirm-dialog-modal.tsx). Mounted from its
 * first opening on, and kept, so the dialog can play its closing transition and return the focus.
 */
export function ConfirmDialog(props: TConfirmDialogProps) {
  const [hasOpened, setHasOpened] = useState(false);
  if (props.isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
