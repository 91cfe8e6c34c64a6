import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Links into the page (the work queue's "Review" → #documents, "Record payment" → #payments) land on their
 * section once it is drawn with its final height (`isReady`), not at the top while the data loads. Focus
 * goes there too, so Tab continues from the section.
 */
export function useScrollToHash(isReady: boolean) {
  const { hash } = useLocation();
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!isReady || !hash || scrolledTo.current === hash) return;
    scrolledTo.current = hash;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [isReady, hash]);
}
