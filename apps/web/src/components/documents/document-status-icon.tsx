import type { TDocumentStatus } from '@portal/contract';

/** What a status looks like besides its colour (never colour alone): a drawn icon, decorative only. */
const ICON_PATHS: Record<TDocumentStatus | 'NONE', string> = {
  // a clock: waiting for review
  UPLOADED: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z',
  // a cross in a circle
  REJECTED: 'M9 9l6 6M15 9l-6 6M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z',
  // a tick in a circle
  ACCEPTED: 'M8 12.5l2.8 2.8L16.5 9.5M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z',
  // a dash in a circle: not needed
  EXEMPTED: 'M8 12h8M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z',
  // an arrow up: still to upload
  NONE: 'M12 16V6M8 10l4-4l4 4M5 19h14',
};

export function DocumentStatusIcon({ status }: { status: TDocumentStatus | 'NONE' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
      data-icon={status.toLowerCase()}
    >
      <path
        d={ICON_PATHS[status]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
