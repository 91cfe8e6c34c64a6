import { useEffect, useLayoutEffect } from 'react';
import { STAFF_PATHS } from '../../lib/staff-paths.ts';

export const STAFF_CONSOLE_NAME = 'Staff console';

/** "{Page} | Staff console", every console page's document title. */
export const staffDocumentTitle = (page: string) => `${page} | ${STAFF_CONSOLE_NAME}`;

/** The console's fixed pages, by address; the student page starts as "Student" until it knows the name. */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  [STAFF_PATHS.queue]: 'Work queue',
  [STAFF_PATHS.students]: 'Students',
  [STAFF_PATHS.applications]: 'Applications',
  [STAFF_PATHS.team]: 'Team',
  [STAFF_PATHS.audit]: 'Audit',
};

export function staffPageTitleOf(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = PAGE_TITLES[path];
  if (fixed) return fixed;
  return path.startsWith(`${STAFF_PATHS.students}/`) ? 'Student' : 'Work queue';
}

/**
 * The frame's title for an address. A layout effect: it runs before any page's own (passive) effect of the
 * same commit, so a page that knows better (useStaffPageTitle, e.g. the student's name) has the last word.
 */
export function useStaffFrameTitle(pathname: string) {
  useLayoutEffect(() => {
    document.title = staffDocumentTitle(staffPageTitleOf(pathname));
  }, [pathname]);
}

/** A page's own title, when the address alone does not say it (a student's name); nothing while undefined. */
export function useStaffPageTitle(page: string | undefined) {
  useEffect(() => {
    if (page) document.title = staffDocumentTitle(page);
  }, [page]);
}
