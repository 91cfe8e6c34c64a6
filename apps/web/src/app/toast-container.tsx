import { Notifications } from '@mantine/notifications';
import { LIMITS } from '@portal/contract';
import './toast-container.css';

/**
 * Toasts sit above the page and modal dialogs (200) but under menus and popovers (300), so an open avatar
 * menu is never hidden behind one; their position (below the header) is in toast-container.css.
 */
const TOAST_Z_INDEX = 250;

/**
 * The toast container (§2 Toast): top right, 3 seconds, at most four at once. A chunk of its own (with its
 * transitions and drag handling), loaded once the first screen has painted; `lib/notify.tsx` only needs the
 * toast store, so toasts shown before then wait there.
 */
export default function ToastContainer() {
  return (
    <Notifications
      position="top-right"
      autoClose={LIMITS.toastMs}
      limit={4}
      zIndex={TOAST_Z_INDEX}
      className="app-toasts"
    />
  );
}
