import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The history entry the photo views add over /profile (same path: the views are not a page). */
const PHOTO_ENTRY = { photoView: true } as const;

const isPhotoEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { photoView?: unknown }).photoView === true;

export type TPhotoHistory = {
  /** Opening the upload view: one history entry, so the browser's or phone's Back closes the views. */
  enter: () => void;
  /** Our own way out (Back on the upload view, Done): back in history, so entries do not pile up. */
  leave: () => void;
};

/**
 * The photo views as one browser history entry (location state, no search param: nothing to share or
 * bookmark, the chosen photo lives in memory only). Leaving that entry by any means — the browser's Back,
 * ours, Done — calls `close`; coming to it by Forward calls `open` (the upload view again). A reload keeps
 * the entry's state but not the views: the page shows the profile and steps back to the plain /profile
 * entry under it (always there: `enter` pushes over it), so the next Back leaves /profile as expected.
 */
export function usePhotoHistory({ open, close }: { open: () => void; close: () => void }): TPhotoHistory {
  const location = useLocation();
  const navigate = useNavigate();
  const onPhotoEntry = isPhotoEntry(location.state);
  const wasOnPhotoEntry = useRef<boolean | null>(null);
  const here = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    const was = wasOnPhotoEntry.current;
    wasOnPhotoEntry.current = onPhotoEntry;
    if (was === null) {
      if (onPhotoEntry) void navigate(-1); // mounted on the entry: a reload
      return;
    }
    if (was !== onPhotoEntry) (onPhotoEntry ? open : close)();
  }, [onPhotoEntry, open, close, navigate]);

  return {
    // Already on the entry (a reload's step back did not happen yet): no second one.
    enter: () => {
      if (!onPhotoEntry) void navigate(here, { state: PHOTO_ENTRY });
    },
    leave: () => {
      if (onPhotoEntry) void navigate(-1);
      else close();
    },
  };
}
