import { useEffect, useRef } from 'react';

/**
 * Focus the returned ref's element when `hasArrived` turns true (not when it starts true). For the
 * state a staff action leads to: the button pressed ("Mark completed", "Mark not eligible") is gone once
 * the page is read again, and the focus would fall to <body>; this puts it on what replaced the button.
 * A dialog's own return of the focus to the removed button does nothing, so the order does not matter.
 */
export function useFocusOnArrival<T extends HTMLElement>(hasArrived: boolean) {
  const ref = useRef<T>(null);
  const had = useRef(hasArrived);
  useEffect(() => {
    if (hasArrived && !had.current) ref.current?.focus();
    had.current = hasArrived;
  }, [hasArrived]);
  return ref;
}
