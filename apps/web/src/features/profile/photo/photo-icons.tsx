/** Line icons of the photo views, inline (no icon library). */

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const BackIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d="M15 5l-7 7 7 7" {...stroke} />
  </svg>
);

export const UploadIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d="M12 16V4M7 9l5-5 5 5M4 20h16" {...stroke} />
  </svg>
);

export const CameraIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" {...stroke} />
    <circle cx="12" cy="13" r="3.5" {...stroke} />
  </svg>
);

export const PencilIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" {...stroke} />
  </svg>
);
