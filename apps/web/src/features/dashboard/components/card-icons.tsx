import type { TDashboardCardTitle } from '@portal/contract';
import type { ReactNode } from 'react';

/** One line icon per dashboard card (inline SVG: no icon library; decorative, hidden from assistive tech). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const CARD_ICONS: Record<TDashboardCardTitle, () => ReactNode> = {
  'Profile Status': () => (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-4 4.5-5.5 8-5.5s6.5 1.5 8 5.5" />
    </Icon>
  ),
  Counselling: () => (
    <Icon>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </Icon>
  ),
  Shortlisted: () => (
    <Icon>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </Icon>
  ),
  'Fees & Finance': () => (
    <Icon>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M16 15h2" />
    </Icon>
  ),
  'Applied Courses': () => (
    <Icon>
      <path d="M7 3h7l5 5v13H7z" />
      <path d="M14 3v5h5M10 14l2 2 4-4" />
    </Icon>
  ),
  Interviews: () => (
    <Icon>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="M16 10l5-3v10l-5-3" />
    </Icon>
  ),
  CAS: () => (
    <Icon>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <circle cx="12" cy="10" r="3" />
      <path d="M10 13l-1 5 3-1.5 3 1.5-1-5" />
    </Icon>
  ),
  VISA: () => (
    <Icon>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <circle cx="12" cy="10" r="3" />
      <path d="M9 17h6" />
    </Icon>
  ),
  'Pre-Departure': () => (
    <Icon>
      <path d="M3 14l18-7-4 12-5-4-3 4v-5z" />
      <path d="M12 15l9-8" />
    </Icon>
  ),
};
