import { Notifications } from '@mantine/notifications';
import { LIMITS } from '@portal/contract';

/**
 * The toast container (§2 Toast): top right, 3 seconds, at most four at once. A chunk of its own (with its
 * transitions and drag handling), loaded once the first screen has painted; `lib/notify.tsx` only needs the
 * toast store, so toasts shown before then wait there.
 */
export default function ToastContainer() {
  return <Notifications position="top-right" autoClose={LIMITS.toastMs} limit={4} />;
}
