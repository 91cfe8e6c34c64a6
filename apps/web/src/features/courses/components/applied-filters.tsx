import { Button } from '@mantine/core';
import type { TCourseFilterLists, TFilterListName } from '../course-filter.ts';
import { withoutValue } from '../course-filter.ts';
import { APPLIED_TEXTS } from '../course-texts.ts';
import { useSidewaysOverflow } from '../use-sideways-overflow.ts';
import { RemoveIcon } from './course-icons.tsx';

export type TAppliedFiltersProps = {
  /** 'preferences': the student's own listing, narrowed to the registration answers; 'chosen': the bar's. */
  source: 'preferences' | 'chosen';
  /** What the listing is narrowed to; undefined while the preferences are being read (or could not be). */
  filter: TCourseFilterLists | undefined;
  isLoading: boolean;
  q: string | undefined;
  /** The student has preferences to go back to (shown when the listing is the chosen one). */
  hasPreferences: boolean;
  /** A value removed: the filtered listing with what remains. */
  onChange: (next: TCourseFilterLists) => void;
  onClearSearch: () => void;
  onShowAll: () => void;
  onUsePreferences: () => void;
};

const LISTS: readonly TFilterListName[] = ['studyLevels', 'courses', 'countries'];

function Chip({ text, removeLabel, onRemove }: { text: string; removeLabel: string; onRemove: () => void }) {
  return (
    <li className="courses-applied__chip">
      <span>{text}</span>
      <button type="button" className="courses-applied__remove" aria-label={removeLabel} onClick={onRemove}>
        <RemoveIcon />
      </button>
    </li>
  );
}

/**
 * The criteria the grid is narrowed to, as removable chips: the student's registration preferences (the
 * listing by student, §4) until a filter is chosen, then the chosen filters; the search text too. 'Show all
 * courses' lists everything; 'Use my preferences' goes back. One line of fixed height (it scrolls sideways
 * when full), so nothing below moves when the preferences arrive.
 */
export function AppliedFilters({
  source,
  filter,
  isLoading,
  q,
  hasPreferences,
  onChange,
  onClearSearch,
  onShowAll,
  onUsePreferences,
}: TAppliedFiltersProps) {
  const listRef = useSidewaysOverflow();
  if (isLoading) return <div className="courses-applied" aria-hidden="true" />;
  const values = filter ? LISTS.flatMap((list) => filter[list].map((value) => ({ list, value }))) : [];
  // Unread preferences (a failed read) still narrow the listing: 'Show all courses' stays the way out.
  const isNarrowed = values.length > 0 || q !== undefined || filter === undefined;
  const label = !isNarrowed
    ? APPLIED_TEXTS.everything
    : source === 'preferences' && (values.length > 0 || filter === undefined)
      ? APPLIED_TEXTS.preferences
      : APPLIED_TEXTS.filters;

  return (
    <fieldset className="courses-applied" aria-labelledby="courses-applied-label">
      <div className="courses-applied__list" ref={listRef}>
        <span id="courses-applied-label" className="courses-applied__label">
          {label}
        </span>
        <ul>
          {filter &&
            values.map(({ list, value }) => (
              <Chip
                key={`${list}:${value}`}
                text={value}
                removeLabel={APPLIED_TEXTS.remove(value)}
                onRemove={() => onChange(withoutValue(filter, list, value))}
              />
            ))}
          {q !== undefined && (
            <Chip
              text={APPLIED_TEXTS.search(q)}
              removeLabel={APPLIED_TEXTS.clearSearch}
              onRemove={onClearSearch}
            />
          )}
        </ul>
      </div>
      <div className="courses-applied__actions">
        {isNarrowed && (
          <Button variant="subtle" size="compact-sm" onClick={onShowAll}>
            {APPLIED_TEXTS.showAll}
          </Button>
        )}
        {source === 'chosen' && hasPreferences && (
          <Button variant="subtle" size="compact-sm" onClick={onUsePreferences}>
            {APPLIED_TEXTS.usePreferences}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
