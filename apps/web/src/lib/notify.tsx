import { notifications } from '@mantine/notifications';

/** Toasts (§2 Toast): top right for 3 seconds (set on <Notifications>), in a success or an error style. */

const SuccessIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d="M5 12.5l4.5 4.5L19 7.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  </svg>
);

const ErrorIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d="M7 7l10 10M17 7L7 17"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  </svg>
);

export type TNotifier = { success: (message: string) => void; error: (message: string) => void };

// Mantine's close button has no name of its own (axe: critical).
const closeButtonProps = { 'aria-label': 'Close notification' };

export const notify: TNotifier = {
  success: (message) => {
    notifications.show({
      message,
      color: 'green',
      icon: <SuccessIcon />,
      'data-toast': 'success',
      closeButtonProps,
    });
  },
  error: (message) => {
    notifications.show({
      message,
      color: 'red',
      icon: <ErrorIcon />,
      'data-toast': 'error',
      closeButtonProps,
    });
  },
};
