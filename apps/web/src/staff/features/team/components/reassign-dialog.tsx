import { lazy, Suspense, useState } from 'react';
import type { TReassignDialogProps } from './reassign-dialog-modal.tsx';

// Mantine's Modal is fetched on the first opening, as ConfirmDialog does, not with the Team page.
const ReassignDialogModal = lazy(() =>
  import('./reassign-dialog-modal.tsx').then((module) => ({ default: module.ReassignDialogModal })),
);

/** Mounted from its first opening on, and kept, so it can play its closing transition and return the focus. */
export function ReassignDialog(props: TReassignDialogProps) {
  const [hasOpened, setHasOpened] = useState(false);
  if (props.isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ReassignDialogModal {...props} />
    </Suspense>
  );
}
