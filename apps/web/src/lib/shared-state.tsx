import type { TCountry, TCourse, TFieldOfStudy, TStudyLevel } from '@portal/contract';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/**
 * The client state screens share (§3 Client-side shared state, §4 Shortlist toggle): the shortlisted
 * courses, the journey id, a toggler and the three filter lists. Server data stays in the query cache;
 * this holds what the courses, shortlisted and dashboard screens hand each other.
 */
export type TSharedState = {
  shortlistedCourses: readonly TCourse[];
  /** The number of shortlisted courses (the list's length). */
  shortlistedCount: number;
  /** Appends a course; one already in the list (same id) is not added twice. */
  addShortlistedCourse: (course: TCourse) => void;
  removeShortlistedCourse: (courseId: number) => void;
  isShortlisted: (courseId: number) => boolean;
  /** Replaces the whole list (e.g. with what the server answered). */
  setShortlistedCourses: (courses: readonly TCourse[]) => void;
  journeyId: number | null;
  setJourneyId: (journeyId: number | null) => void;
  toggler: boolean;
  flipToggler: () => void;
  countries: readonly TCountry[];
  setCountries: (countries: readonly TCountry[]) => void;
  /** The chosen subjects (fields of study: the filter's course_category). */
  courses: readonly TFieldOfStudy[];
  setCourses: (courses: readonly TFieldOfStudy[]) => void;
  studyLevels: readonly TStudyLevel[];
  setStudyLevels: (studyLevels: readonly TStudyLevel[]) => void;
  /**
   * Whether the student has chosen the filter lists (APPLY, Clear All, a removed filter, Show all courses),
   * empty ones included: until then the courses screen lists by student, narrowed to the registration
   * preferences (§4 "without filters the listing is by student"); once chosen, empty lists mean everything.
   */
  isFilterChosen: boolean;
  setIsFilterChosen: (isChosen: boolean) => void;
};

const SharedStateContext = createContext<TSharedState | null>(null);

export type TSharedStateProviderProps = {
  children: ReactNode;
  /** Starting values (tests, previews); everything starts empty by default. */
  initialState?: Partial<
    Pick<
      TSharedState,
      | 'shortlistedCourses'
      | 'journeyId'
      | 'toggler'
      | 'countries'
      | 'courses'
      | 'studyLevels'
      | 'isFilterChosen'
    >
  >;
};

export function SharedStateProvider({ children, initialState = {} }: TSharedStateProviderProps) {
  const [shortlistedCourses, setShortlistedCourses] = useState<readonly TCourse[]>(
    initialState.shortlistedCourses ?? [],
  );
  const [journeyId, setJourneyId] = useState<number | null>(initialState.journeyId ?? null);
  const [toggler, setToggler] = useState(initialState.toggler ?? false);
  const [countries, setCountries] = useState<readonly TCountry[]>(initialState.countries ?? []);
  const [courses, setCourses] = useState<readonly TFieldOfStudy[]>(initialState.courses ?? []);
  const [studyLevels, setStudyLevels] = useState<readonly TStudyLevel[]>(initialState.studyLevels ?? []);
  const [isFilterChosen, setIsFilterChosen] = useState(initialState.isFilterChosen ?? false);

  const addShortlistedCourse = useCallback((course: TCourse) => {
    setShortlistedCourses((list) => (list.some((item) => item.id === course.id) ? list : [...list, course]));
  }, []);
  const removeShortlistedCourse = useCallback((courseId: number) => {
    setShortlistedCourses((list) => list.filter((item) => item.id !== courseId));
  }, []);
  const isShortlisted = useCallback(
    (courseId: number) => shortlistedCourses.some((item) => item.id === courseId),
    [shortlistedCourses],
  );
  const flipToggler = useCallback(() => setToggler((value) => !value), []);

  const value = useMemo<TSharedState>(
    () => ({
      shortlistedCourses,
      shortlistedCount: shortlistedCourses.length,
      addShortlistedCourse,
      removeShortlistedCourse,
      isShortlisted,
      setShortlistedCourses,
      journeyId,
      setJourneyId,
      toggler,
      flipToggler,
      countries,
      setCountries,
      courses,
      setCourses,
      studyLevels,
      setStudyLevels,
      isFilterChosen,
      setIsFilterChosen,
    }),
    [
      shortlistedCourses,
      addShortlistedCourse,
      removeShortlistedCourse,
      isShortlisted,
      journeyId,
      toggler,
      flipToggler,
      countries,
      courses,
      studyLevels,
      isFilterChosen,
    ],
  );

  return <SharedStateContext value={value}>{children}</SharedStateContext>;
}

export const SHARED_STATE_OUTSIDE_PROVIDER =
  'useSharedState must be used inside <SharedStateProvider> (src/app/providers.tsx wraps the whole app).';

/** §8: using the shared shortlist and journey state outside its provider raises an error. */
export function useSharedState(): TSharedState {
  const state = useContext(SharedStateContext);
  if (!state) throw new Error(SHARED_STATE_OUTSIDE_PROVIDER);
  return state;
}
