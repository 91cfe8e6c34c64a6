const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a student has waited, as a counsellor says it: "5 min", "3 h", "2 days" (whole units, down). */
export function waitingDuration(sinceIso: string, now: number = Date.now()): string {
  const waited = Math.max(0, now - Date.parse(sinceIso));
  if (waited < HOUR) return `${Math.max(1, Math.floor(waited / MINUTE))} min`;
  if (waited < DAY) return `${Math.floor(waited / HOUR)} h`;
  const days = Math.floor(waited / DAY);
  return days === 1 ? '1 day' : `${days} days`;
}
