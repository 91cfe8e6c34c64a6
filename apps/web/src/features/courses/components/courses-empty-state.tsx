import { Button, MultiSelect, Select, Text, TextInput } from '@mantine/core';
import {
  COUNTRIES,
  FIELDS_OF_STUDY,
  STUDY_LEVELS,
  type TCountry,
  type TFieldOfStudy,
  type TStudyLevel,
  ZCourseSearchText,
} from '@portal/contract';
import { type FormEvent, type Ref, useState } from 'react';
import type { TCourseFilterLists } from '../course-filter.ts';
import { COURSE_TEXTS } from '../course-texts.ts';
import '../../../components/ui/select-styles.ts';

export type TCoursesEmptyStateProps = {
  filter: TCourseFilterLists;
  q: string | undefined;
  onUpdate: (filter: TCourseFilterLists, q: string | undefined) => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

const isStudyLevel = (value: string | null): value is TStudyLevel =>
  STUDY_LEVELS.includes(value as TStudyLevel);

/**
 * §2 empty result: 'Oops, User! No Courses Available', what happened, and a new search: a Search box (part of
 * a course or university name, the API's q), Field of Study, Study level and Preferred Country, then
 * Update Search Criteria, which applies all of them.
 */
export function CoursesEmptyState({ filter, q, onUpdate, headingRef }: TCoursesEmptyStateProps) {
  const [search, setSearch] = useState(q ?? '');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [fields, setFields] = useState<TFieldOfStudy[]>([...filter.courses]);
  const [studyLevel, setStudyLevel] = useState<TStudyLevel | null>(filter.studyLevels[0] ?? null);
  const [countries, setCountries] = useState<TCountry[]>([...filter.countries]);

  const update = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZCourseSearchText.safeParse(search);
    if (!parsed.success) {
      setSearchError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSearchError(null);
    onUpdate({ studyLevels: studyLevel ? [studyLevel] : [], courses: fields, countries }, parsed.data);
  };

  return (
    <section className="courses-empty" aria-labelledby="courses-empty-heading">
      <h2 id="courses-empty-heading" ref={headingRef} tabIndex={-1} className="courses-summary__count">
        {COURSE_TEXTS.emptyHeading}
      </h2>
      <Text c="dimmed" mt="xs">
        {COURSE_TEXTS.emptyText}
      </Text>
      <form className="courses-empty__form" aria-label="Search criteria" onSubmit={update} noValidate>
        <TextInput
          className="courses-empty__wide"
          label="Search"
          type="search"
          placeholder="Course or university name"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          error={searchError}
          maxLength={100}
        />
        <MultiSelect
          className="courses-empty__wide"
          label="Field of Study"
          data={FIELDS_OF_STUDY}
          value={fields}
          onChange={(values) => setFields(values as TFieldOfStudy[])}
          searchable
          clearable
          nothingFoundMessage="No field of study matches"
          maxDropdownHeight={240}
        />
        <Select
          label="Study level"
          placeholder="Any level"
          data={STUDY_LEVELS}
          value={studyLevel}
          onChange={(value) => setStudyLevel(isStudyLevel(value) ? value : null)}
          clearable
        />
        <MultiSelect
          label="Preferred Country"
          data={COUNTRIES}
          value={countries}
          onChange={(values) => setCountries(values as TCountry[])}
          clearable
        />
        <Button type="submit" className="courses-empty__wide">
          {COURSE_TEXTS.updateSearchCriteria}
        </Button>
      </form>
    </section>
  );
}
