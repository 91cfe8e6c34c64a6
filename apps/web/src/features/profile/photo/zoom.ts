import { LIMITS } from '@portal/contract';

const { min, max, step } = LIMITS.photoZoom;

/** §5 zoom: 1 to 3 in steps of 0.1 (rounded to the step, so 1.1 + 0.1 is 1.2, not 1.2000000000000002). */
export function clampZoom(value: number): number {
  const stepped = Math.round(value / step) * step;
  return Math.min(max, Math.max(min, Number(stepped.toFixed(1))));
}

/** The zoom after a key press, or null when the key is not a zoom key (+ or =, - or _). */
export function zoomForKey(key: string, zoom: number): number | null {
  if (key === '+' || key === '=') return clampZoom(zoom + step);
  if (key === '-' || key === '_') return clampZoom(zoom - step);
  return null;
}
