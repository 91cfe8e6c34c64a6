import type { ReactNode } from 'react';

/** The success screen's line icons, inline (no icon library). All decorative. */

function LineIcon({ size = 22, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CheckCircleIcon = () => (
  <LineIcon size={40}>
    <circle cx="12" cy="12" r="10" />
    <path d="M7.5 12.5l3 3 6-6.5" />
  </LineIcon>
);

export const CalendarIcon = () => (
  <LineIcon>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </LineIcon>
);

export const PinIcon = () => (
  <LineIcon>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </LineIcon>
);

export const GlobeIcon = () => (
  <LineIcon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
  </LineIcon>
);

export const UniversityIcon = () => (
  <LineIcon>
    <path d="M3 9.5L12 4l9 5.5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20.5h18" />
  </LineIcon>
);

export const TickIcon = () => (
  <LineIcon size={18}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </LineIcon>
);
