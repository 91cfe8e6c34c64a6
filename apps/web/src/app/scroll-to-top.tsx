import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A screen opened by a link or a redirect starts at its top. The browser keeps the page's scroll across a
 * single-page navigation, so /courses opened from the long registration form used to start half-way down.
 * Back and forward (POP) are left alone, and so are changes within a screen (the course detail's
 * `?course=` keeps the grid's place itself).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP') window.scrollTo({ top: 0 });
  }, [pathname, navigationType]);
  return null;
}
