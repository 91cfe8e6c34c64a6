export type TProgressRingProps = {
  value: number;
  size: number;
  thickness: number;
  children: React.ReactNode;
};

/**
 * The avatar's profile-progress ring (§2 Header): two SVG circles, the brand arc drawn over a grey track
 * from 12 o'clock. Plain SVG: it is on every signed-in screen, and a charting component (with its tooltip
 * machinery) cost more than the rest of the header to render.
 */
export function ProgressRing({ value, size, thickness, children }: TProgressRingProps) {
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(Math.max(value, 0), 100);
  return (
    <span className="progress-ring" style={{ width: size, height: size }}>
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden="true" focusable="false">
        <circle
          className="progress-ring__track"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={thickness}
        />
        {clamped > 0 && (
          <circle
            className="progress-ring__value"
            data-value={clamped}
            cx={size / 2}
            cy={size / 2}
            r={radius}
            strokeWidth={thickness}
            strokeDasharray={`${(circumference * clamped) / 100} ${circumference}`}
            transform={`rotate(-90 ${size / 2} ${size / 2})`}
          />
        )}
      </svg>
      <span className="progress-ring__label">{children}</span>
    </span>
  );
}
