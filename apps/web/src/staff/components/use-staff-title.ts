import { useEffect } from 'react';

/** The console's document title (UI contract): '{Page} | Staff console'. */
export function useStaffTitle(page: string) {
  useEffect(() => {
    document.title = `${page} | Staff console`;
  }, [page]);
}
