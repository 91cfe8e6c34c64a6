import { COURSE_TEXTS } from '../course-texts.ts';
import { HeartIcon } from './course-icons.tsx';

export type TShortlistToggleProps = {
  isShortlisted: boolean;
  isPending: boolean;
  onToggle: () => void;
  /** The id of the course name, so a screen reader hears which course the button belongs to. */
  describedBy: string;
};

/** §2 card heart: a toggle button (aria-pressed) labelled 'Shortlist' or 'Shortlisted'. */
export function ShortlistToggle({ isShortlisted, isPending, onToggle, describedBy }: TShortlistToggleProps) {
  return (
    <button
      type="button"
      className="shortlist-toggle"
      aria-pressed={isShortlisted}
      aria-describedby={describedBy}
      data-pending={isPending || undefined}
      // Not disabled while in flight (focus would be lost): a second press simply waits for the first.
      onClick={() => {
        if (!isPending) onToggle();
      }}
    >
      <HeartIcon isFilled={isShortlisted} />
      {isShortlisted ? COURSE_TEXTS.shortlisted : COURSE_TEXTS.shortlist}
    </button>
  );
}
