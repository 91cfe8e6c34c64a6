import { Button, MultiSelect, Select } from '@mantine/core';
import {
  COUNTRIES,
  FIELDS_OF_STUDY,
  STUDY_LEVELS,
  type TCountry,
  type TFieldOfStudy,
  type TStudyLevel,
} from '@portal/contract';
import { type FormEvent, memo, useEffect, useRef, useState } from 'react';
import type { TCourseFilterLists } from '../course-filter.ts';
import { COURSE_TEXTS } from '../course-texts.ts';
import '../../../components/ui/select-styles.ts';

export type TFilterField = 'Study Level' | 'Subject' | 'Country';

export type TCourseFilterBarProps = {
  /** On mount: the field to focus and open (the one asked for on the stand-in). */
  initialFocus?: TFilterField | undefined;
  /** Called once that field is open: the screen then stops asking (a later remount must not reopen it). */
  onInitialFocusDone?: () => void;
  /** The applied filter (shared state); the bar edits a copy until APPLY. */
  filter: TCourseFilterLists;
  onApply: (filter: TCourseFilterLists) => void;
  onClearAll: () => void;
};

/**
 * Mantine 9 keeps a combobox's dropdown (every option, a ScrollArea and its floating position) mounted and
 * hidden; mounted only while open, the three of them cost nothing on the grid's first render.
 */
const COMBOBOX_PROPS = { keepMounted: false } as const;

/**
 * The chosen values as whole pills ('UK', 'Canada', never 'U…', 'Can…'), wrapping onto another line of
 * the field when they do not fit (courses.css). The bar only grows then on the student's own choice: the
 * stand-in and the preferences it opens with keep one line.
 */
const WHOLE_PILLS = {
  pillsList: 'courses-filter__pills',
  pill: 'courses-filter__pill',
  inputField: 'courses-filter__search',
} as const;

const isStudyLevel = (value: string | null): value is TStudyLevel =>
  STUDY_LEVELS.includes(value as TStudyLevel);

/**
 * §2 filter bar: Study Level (single), Subject (the 20 fields of study, multi), Country (the 6 countries,
 * multi), Clear All and APPLY. Choices take effect on APPLY; Clear All empties and applies at once.
 * Remount it (key) when the applied filter changes elsewhere, so it shows what is applied.
 */
export const CourseFilterBar = memo(function CourseFilterBar({
  initialFocus,
  onInitialFocusDone,
  filter,
  onApply,
  onClearAll,
}: TCourseFilterBarProps) {
  const [studyLevel, setStudyLevel] = useState<TStudyLevel | null>(filter.studyLevels[0] ?? null);
  const [subjects, setSubjects] = useState<TFieldOfStudy[]>([...filter.courses]);
  const [countries, setCountries] = useState<TCountry[]>([...filter.countries]);
  const fields = {
    'Study Level': useRef<HTMLInputElement>(null),
    Subject: useRef<HTMLInputElement>(null),
    Country: useRef<HTMLInputElement>(null),
  };
  const initial = useRef({ field: initialFocus, onDone: onInitialFocusDone });
  // Carries on what the stand-in started (course-filter-bar-placeholder.tsx): the field asked for gets focus
  // and opens. Once, on mount; then the screen forgets the request, since the bar is mounted again after
  // every APPLY (its key is the applied filter) and would otherwise reopen that field over the results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are stable; this runs on mount only
  useEffect(() => {
    const { field, onDone } = initial.current;
    if (!field) return;
    const input = fields[field].current;
    input?.focus();
    input?.click();
    onDone?.();
  }, []);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ studyLevels: studyLevel ? [studyLevel] : [], courses: subjects, countries });
  };
  const clearAll = () => {
    setStudyLevel(null);
    setSubjects([]);
    setCountries([]);
    onClearAll();
  };

  return (
    <form className="courses-filter" aria-label="Course filters" onSubmit={apply}>
      <Select
        ref={fields['Study Level']}
        label="Study Level"
        placeholder="Any level"
        data={STUDY_LEVELS}
        value={studyLevel}
        onChange={(value) => setStudyLevel(isStudyLevel(value) ? value : null)}
        clearable
        comboboxProps={COMBOBOX_PROPS}
      />
      <MultiSelect
        ref={fields.Subject}
        label="Subject"
        placeholder={subjects.length ? undefined : 'Any subject'}
        data={FIELDS_OF_STUDY}
        value={subjects}
        onChange={(values) => setSubjects(values as TFieldOfStudy[])}
        searchable
        clearable
        nothingFoundMessage="No subject matches"
        maxDropdownHeight={280}
        comboboxProps={COMBOBOX_PROPS}
        classNames={WHOLE_PILLS}
      />
      <MultiSelect
        ref={fields.Country}
        label="Country"
        placeholder={countries.length ? undefined : 'Any country'}
        data={COUNTRIES}
        value={countries}
        onChange={(values) => setCountries(values as TCountry[])}
        clearable
        comboboxProps={COMBOBOX_PROPS}
        classNames={WHOLE_PILLS}
      />
      <div className="courses-filter__actions">
        <Button type="button" variant="default" onClick={clearAll}>
          {COURSE_TEXTS.clearAll}
        </Button>
        <Button type="submit">{COURSE_TEXTS.apply}</Button>
      </div>
    </form>
  );
});

export default CourseFilterBar;
