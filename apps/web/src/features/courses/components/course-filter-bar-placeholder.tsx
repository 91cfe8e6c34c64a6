import { Button } from '@mantine/core';
import { COURSE_TEXTS } from '../course-texts.ts';

const FIELDS = [
  ['Study Level', 'Any level'],
  ['Subject', 'Any subject'],
  ['Country', 'Any country'],
] as const;

export type TCourseFilterBarPlaceholderProps = {
  /** A tap or a key press here asks for the real bar at once. */
  onWake: () => void;
};

/**
 * The filter bar's stand-in while its code loads (course-filter-bar.tsx and its comboboxes are a chunk of
 * their own, fetched once the first results are on screen): the same boxes at the same size, so nothing
 * moves when the real bar replaces it. Hidden from assistive technology: it does nothing yet. Plain
 * elements styled like Mantine's inputs (courses.css): Mantine's input wrapper re-renders itself right
 * after it mounts (its generated id), an extra pass in the first paint this stand-in is there to keep light.
 */
export function CourseFilterBarPlaceholder({ onWake }: TCourseFilterBarPlaceholderProps) {
  return (
    <div className="courses-filter" aria-hidden="true" data-placeholder onPointerDown={onWake}>
      {FIELDS.map(([label, placeholder]) => (
        <div key={label}>
          <span className="courses-filter__placeholder-label">{label}</span>
          <div className="courses-filter__placeholder-input">{placeholder}</div>
        </div>
      ))}
      <div className="courses-filter__actions">
        <Button component="div" variant="default">
          {COURSE_TEXTS.clearAll}
        </Button>
        <Button component="div">{COURSE_TEXTS.apply}</Button>
      </div>
    </div>
  );
}
