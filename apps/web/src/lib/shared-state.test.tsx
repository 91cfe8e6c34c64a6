import type { TCourse } from '@portal/contract';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SHARED_STATE_OUTSIDE_PROVIDER, SharedStateProvider, useSharedState } from './shared-state.tsx';

const course = (id: number, name = `Course ${id}`): TCourse => ({
  id,
  name,
  country: 'UK',
  campus: 'Main',
  intake: 'September 2026',
  fees: 15000,
  duration: '1 year',
  link: '',
  overview: '',
  entryRequirements: '',
  level: 'Postgraduate',
  category: 'Computer Science & IT',
  studyMode: 'Full time',
  ucasCode: null,
  university: { id: 1, name: 'Uni', country: 'UK', imageUrl: '', iconUrl: '' },
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SharedStateProvider>{children}</SharedStateProvider>
);
const renderState = () => renderHook(() => useSharedState(), { wrapper });

describe('shared client state (§3, §4 Shortlist toggle)', () => {
  it('starts empty', () => {
    const { result } = renderState();
    expect(result.current).toMatchObject({
      shortlistedCourses: [],
      shortlistedCount: 0,
      journeyId: null,
      toggler: false,
      countries: [],
      courses: [],
      studyLevels: [],
      isFilterChosen: false,
    });
  });

  it('remembers whether the filter lists were chosen (empty ones too)', () => {
    const { result } = renderState();
    act(() => result.current.setIsFilterChosen(true));
    expect(result.current.isFilterChosen).toBe(true);
    expect(result.current.countries).toEqual([]);
    act(() => result.current.setIsFilterChosen(false));
    expect(result.current.isFilterChosen).toBe(false);
  });

  it('adds by appending, counts by length, queries by id', () => {
    const { result } = renderState();
    act(() => result.current.addShortlistedCourse(course(3)));
    act(() => result.current.addShortlistedCourse(course(1)));
    expect(result.current.shortlistedCourses.map((item) => item.id)).toEqual([3, 1]);
    expect(result.current.shortlistedCount).toBe(2);
    expect(result.current.isShortlisted(1)).toBe(true);
    expect(result.current.isShortlisted(2)).toBe(false);
  });

  it('does not add the same course twice', () => {
    const { result } = renderState();
    act(() => result.current.addShortlistedCourse(course(3)));
    act(() => result.current.addShortlistedCourse(course(3, 'Same id')));
    expect(result.current.shortlistedCount).toBe(1);
  });

  it('removes by id and leaves the others in order', () => {
    const { result } = renderState();
    act(() => result.current.setShortlistedCourses([course(1), course(2), course(3)]));
    act(() => result.current.removeShortlistedCourse(2));
    expect(result.current.shortlistedCourses.map((item) => item.id)).toEqual([1, 3]);
    act(() => result.current.removeShortlistedCourse(99));
    expect(result.current.shortlistedCount).toBe(2);
  });

  it('sets and reads the journey id, back to null too', () => {
    const { result } = renderState();
    act(() => result.current.setJourneyId(42));
    expect(result.current.journeyId).toBe(42);
    act(() => result.current.setJourneyId(null));
    expect(result.current.journeyId).toBeNull();
  });

  it('flips the toggler', () => {
    const { result } = renderState();
    act(() => result.current.flipToggler());
    expect(result.current.toggler).toBe(true);
    act(() => result.current.flipToggler());
    expect(result.current.toggler).toBe(false);
  });

  it('sets and reads the three filter lists', () => {
    const { result } = renderState();
    act(() => {
      result.current.setCountries(['UK', 'Germany']);
      result.current.setCourses(['Law']);
      result.current.setStudyLevels(['Postgraduate']);
    });
    expect(result.current.countries).toEqual(['UK', 'Germany']);
    expect(result.current.courses).toEqual(['Law']);
    expect(result.current.studyLevels).toEqual(['Postgraduate']);
  });

  it('takes starting values', () => {
    const { result } = renderHook(() => useSharedState(), {
      wrapper: ({ children }) => (
        <SharedStateProvider initialState={{ journeyId: 5, shortlistedCourses: [course(8)] }}>
          {children}
        </SharedStateProvider>
      ),
    });
    expect(result.current.journeyId).toBe(5);
    expect(result.current.isShortlisted(8)).toBe(true);
  });

  it('is shared by every component under the provider', async () => {
    function AddButton() {
      const { addShortlistedCourse } = useSharedState();
      return (
        <button type="button" onClick={() => addShortlistedCourse(course(7))}>
          Add
        </button>
      );
    }
    function Count() {
      return <output>{useSharedState().shortlistedCount}</output>;
    }
    render(
      <SharedStateProvider>
        <AddButton />
        <Count />
      </SharedStateProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('raises a clear error when used outside its provider (§8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the thrown error
    expect(() => renderHook(() => useSharedState())).toThrow(SHARED_STATE_OUTSIDE_PROVIDER);
  });
});
