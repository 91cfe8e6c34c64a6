import { useEffect, useState } from 'react';

/**
 * Marks a row that scrolls sideways with what is hidden: `data-more-start` / `data-more-end` while there
 * is more to the left / right, so its CSS can fade that edge (a cut chip then reads as "more this way",
 * not as a word cut in two). Kept up to date on scroll, on resize and when the content changes. Returns the
 * callback ref to put on the row (a row mounted later, after a loading state, is followed too).
 */
export function useSidewaysOverflow(): (row: HTMLElement | null) => void {
  const [row, setRow] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!row) return;
    const update = () => {
      const hiddenRight = row.scrollWidth - row.clientWidth - row.scrollLeft;
      row.toggleAttribute('data-more-start', row.scrollLeft > 1);
      row.toggleAttribute('data-more-end', hiddenRight > 1);
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(row);
    const changed = new MutationObserver(update);
    changed.observe(row, { childList: true, subtree: true, characterData: true });
    return () => {
      row.removeEventListener('scroll', update);
      resized.disconnect();
      changed.disconnect();
    };
  }, [row]);
  return setRow;
}
