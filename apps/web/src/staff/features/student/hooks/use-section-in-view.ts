import { useEffect, useState } from 'react';

/** Where a section counts as "in view": its top has passed this line below the sticky header. */
const LINE_BELOW_HEADER = 120;

/**
 * The id of the section being read: the last of `ids` whose top has scrolled above a line just below
 * the sticky header (the first before any has; the last at the very bottom of the page, where a short
 * last section can never reach the line). Read on scroll and resize, once per frame.
 */
export function useSectionInView(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 &&
        window.scrollY > 0;
      let found = ids[0];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= LINE_BELOW_HEADER) found = id;
      }
      setCurrent(atBottom ? ids.at(-1) : found);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids]);
  return current;
}
