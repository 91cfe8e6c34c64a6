import type { ReactNode } from 'react';

/** What ConfirmDialog (confirm-dialog.tsx) and its lazily loaded modal take. */
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
