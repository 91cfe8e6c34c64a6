export type TBrandLogoProps = { size?: number };

/** The brand mark (a mortarboard) and the name. Inline SVG, so it paints with the first frame. */
export function BrandLogo({ size = 32 }: TBrandLogoProps) {
  return (
    <span className="brand-logo">
      <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1c4e80" />
        <path d="M6 13l10-5 10 5-10 5z" fill="#fff" />
        <path d="M10 15.5v5c0 1.5 3 3 6 3s6-1.5 6-3v-5l-6 3z" fill="#fff" opacity=".85" />
      </svg>
      <span className="brand-logo__name">Study Abroad</span>
    </span>
  );
}
