import { type RefObject, useEffect, useRef } from 'react';

export type TInfiniteScrollOptions = {
  /** Whether reaching the sentinel should load more (a next page exists and none is loading). */
  isEnabled: boolean;
  onLoadMore: () => void;
  /** How far below the viewport loading starts, so the next cards are usually there before they are seen. */
  rootMargin?: string;
};

/**
 * Calls onLoadMore when the sentinel element comes near the viewport (IntersectionObserver). The observer is
 * re-created whenever loading becomes possible again, and observing fires at once, so a sentinel still in
 * view after a page arrives loads the next one too.
 */
export function useInfiniteScroll<T extends Element>(
  sentinel: RefObject<T | null>,
  { isEnabled, onLoadMore, rootMargin = '0px 0px 600px 0px' }: TInfiniteScrollOptions,
) {
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!isEnabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, isEnabled, rootMargin]);
}
