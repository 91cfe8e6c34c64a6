import { Button } from '@mantine/core';
import type { TCourseFilterLists } from '../course-filter.ts';
import { COURSE_TEXTS } from '../course-texts.ts';
import type { TFilterField } from './course-filter-bar.tsx';

const FIELDS: readonly (readonly [TFilterField, keyof TCourseFilterLists, string])[] = [
  ['Study Level', 'studyLevels', 'Any level'],
  ['Subject', 'courses', 'Any subject'],
  ['Country', 'countries', 'Any country'],
];

export type TCourseFilterBarPlaceholderProps = {
  /** The applied filter, shown as the bar would show it. */
  filter: TCourseFilterLists;
  /** Load the real bar and open this field. */
  onWake: (field: TFilterField) => void;
};

/**
 * The filter bar until it is first used (course-filter-bar.tsx and its comboboxes — popovers, scroll areas,
 * positioning — are a third of the screen's code and most of its start-up work): the same boxes at the
 * same size, so nothing moves when the real bar replaces it. Each box is a button named by what it shows
 * (the field, then its value or placeholder: "Study Level Any level", so speech input can say what is
 * seen): a tap, Enter or Space loads the bar and opens that field, with focus in it. Plain elements styled
 * like Mantine's inputs (courses.css); a value on one line, cut with an ellipsis.
 */
export function CourseFilterBarPlaceholder({ filter, onWake }: TCourseFilterBarPlaceholderProps) {
  return (
    <div className="courses-filter" data-placeholder>
      {FIELDS.map(([label, list, placeholder]) => {
        const value = filter[list].join(', ');
        return (
          <button
            key={label}
            type="button"
            className="courses-filter__placeholder-field"
            aria-haspopup="listbox"
            onClick={() => onWake(label)}
          >
            <span className="courses-filter__placeholder-label">{label}</span>{' '}
            <span className="courses-filter__placeholder-input" data-value={value ? true : undefined}>
              <span>{value || placeholder}</span>
            </span>
          </button>
        );
      })}
      <div className="courses-filter__actions" aria-hidden="true">
        <Button component="div" variant="default">
          {COURSE_TEXTS.clearAll}
        </Button>
        <Button component="div">{COURSE_TEXTS.apply}</Button>
      </div>
    </div>
  );
}
