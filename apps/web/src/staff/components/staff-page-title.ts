import { useLayoutEffect } from 'react';
import { matchPath } from 'react-router';
import { STAFF_PATHS } from '../lib/staff-paths.ts';
import { STAFF_SCREENS } from '../staff-screens.ts';
import { staffDocumentTitle } from './use-staff-title.ts';

/**
 * The frame's title for an address: its page's (staff-screens.ts); below a page with a parameter (the
 * student's) that page's, as the address starts with it; else the work queue's.
 */
export function staffPageTitleOf(pathname: string): string {
  const exact = STAFF_SCREENS.find((screen) => matchPath(screen.path, pathname));
  const below = STAFF_SCREENS.find(
    (screen) => screen.path.includes(':') && matchPath({ path: screen.path, end: false }, pathname),
  );
  const queue = STAFF_SCREENS.find((screen) => screen.path === STAFF_PATHS.queue);
  return (exact ?? below ?? queue)?.title ?? '';
}

/**
 * The frame's title for an address. A layout effect: it runs before any page's own (passive) effect of the
 * same commit, so a page that knows better (useStaffTitle, e.g. the student's name) has the last word.
 */
export function useStaffFrameTitle(pathname: string) {
  useLayoutEffect(() => {
    document.title = staffDocumentTitle(staffPageTitleOf(pathname));
  }, [pathname]);
}
