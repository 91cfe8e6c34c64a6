import { lazy, Suspense, useState } from 'react';
import type { TConfirmDialogProps } from './confirm-dialog-props.ts';

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
