import { useEffect } from 'react';

export const STAFF_CONSOLE_NAME = 'Staff console';

/** "{Page} | Staff console", every console page's document title (UI contract). */
export const staffDocumentTitle = (page: string) => `${page} | ${STAFF_CONSOLE_NAME}`;

/**
 * A page's own title, when the address alone does not say it (a student's name, "not found"); it runs
 * after the frame's title for the address (staff-page-title.ts), so it has the last word.
 */
export function useStaffTitle(page: string) {
  useEffect(() => {
    document.title = staffDocumentTitle(page);
  }, [page]);
}
