/**
 * The console's list filters live in the address (Back, reload and a new tab keep them). `mine` is
 * written only when it differs from the viewer's default, so a shared link reads the same for anyone.
 */
export const STAFF_SEARCH_PARAMS = {
  q: 'q',
  stage: 'stage',
  mine: 'mine',
  sort: 'sort',
  page: 'page',
  counsellor: 'counsellor',
  country: 'country',
  intake: 'intake',
  /** The work queue's sessions of one date (YYYY-MM-DD); absent: the next 7 days. */
  day: 'day',
  /** The applications board's due-date view (POST_OFFER_DUE_FILTERS). */
  due: 'due',
  /** The students list: only students with messages no one on the team has read (`true`). */
  unread: 'unread',
} as const;

/** `?day=YYYY-MM-DD` when it is a real calendar date, else undefined (the queue's next 7 days). */
export function readDay(params: URLSearchParams): string | undefined {
  const value = params.get(STAFF_SEARCH_PARAMS.day) ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** `?mine=true|false`, else the viewer's default. */
export function readMine(params: URLSearchParams, isMineByDefault: boolean): boolean {
  const value = params.get(STAFF_SEARCH_PARAMS.mine);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return isMineByDefault;
}

/** A 1-based page number from `?page=`, 1 when missing or not a whole number of 1 or more. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get(STAFF_SEARCH_PARAMS.page));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * `params` with `changes` applied: an empty or undefined value removes its parameter. Any change other
 * than the page itself starts again at page 1 (the old page may not exist under the new filters).
 */
export function withParams(
  params: URLSearchParams,
  changes: Readonly<Record<string, string | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  if (!(STAFF_SEARCH_PARAMS.page in changes)) next.delete(STAFF_SEARCH_PARAMS.page);
  return next;
}
