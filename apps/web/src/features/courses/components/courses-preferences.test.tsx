import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, type TFakeReply, type TFakeRequest } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import type { TCourseFilterLists } from '../course-filter.ts';
import { makePage } from '../course-fixtures.ts';
import { coursesPageEnv } from '../test/courses-page-env.ts';
import { CoursesPage, type TCoursesPageProps } from './courses-page.tsx';

const env = coursesPageEnv();
const { notifier } = env;

const ok = (data: unknown): TFakeReply => ({ status: 200, data });
const emptyShortlist = ok([]);
const listRequests = () =>
  (env.fake?.requests ?? []).filter((request: TFakeRequest) => request.url.startsWith('/api/course/'));
const user = () => userEvent.setup({ delay: null });

function renderPage(route = '/courses', props: TCoursesPageProps = {}) {
  return renderWithApp(<CoursesPage {...props} />, { route, notifier });
}

/** Select is a combobox, MultiSelect a text box that opens a listbox. */
const field = (scope: HTMLElement, label: string) =>
  within(scope).queryByRole('combobox', { name: label }) ??
  within(scope).getByRole('textbox', { name: label });

/** The real filter bar, woken through its stand-in when needed (the dropdown it opens is closed again). */
async function filterBar(): Promise<HTMLElement> {
  if (!screen.queryByRole('form', { name: 'Course filters' })) {
    await user().click(screen.getByRole('button', { name: /^Study Level / }));
    await user().keyboard('{Escape}');
  }
  return screen.findByRole('form', { name: 'Course filters' });
}

// The first test sees the filter bar's stand-in: its code loads once per file, on first use.
describe('registration preferences (the listing by student, narrowed to them)', () => {
  const preferences: TCourseFilterLists = {
    studyLevels: ['Postgraduate'],
    courses: ['Computer Science & IT', 'Law'],
    countries: ['UK'],
  };
  const applied = () => screen.getByRole('group', { name: /preferences|filters|all courses/i });
  const chips = () =>
    within(applied())
      .queryAllByRole('listitem')
      .map((chip) => chip.textContent);
  const install = () => {
    env.fake = installFakeApi({
      'GET /shortlist': emptyShortlist,
      'GET /api/course/student': ok(makePage(1, 5)),
      'POST /api/course/filter': (request) => {
        const body = request.data as { course_category: string[]; country: string[]; studyLevel: string };
        const total = body.course_category.length + body.country.length + (body.studyLevel ? 1 : 0);
        return ok(makePage(1, total === 0 ? 600 : 40 + total));
      },
    });
  };

  it('shows them as the applied filters, on the stand-in and as removable chips', async () => {
    install();
    renderPage('/courses', { preferences });
    await screen.findByRole('heading', { name: '5 courses found' });
    expect(listRequests().map((request) => request.url)).toEqual(['/api/course/student']);
    expect(applied()).toHaveAccessibleName('Your preferences:');
    expect(chips()).toEqual(['Postgraduate', 'Computer Science & IT', 'Law', 'UK']);
    for (const value of ['Postgraduate', 'Computer Science & IT', 'Law', 'UK']) {
      expect(within(applied()).getByRole('button', { name: `Remove ${value}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Study Level Postgraduate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subject Computer Science & IT, Law' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Country UK' })).toBeInTheDocument();
    expect(within(applied()).getByRole('button', { name: 'Show all courses' })).toBeInTheDocument();
    // The listing is already the preferences: no way "back" to them.
    expect(within(applied()).queryByRole('button', { name: 'Use my preferences' })).toBeNull();
  });

  it('a search (the header search box) looks through the whole catalogue; Use my preferences goes back', async () => {
    install();
    renderPage('/courses?q=law', { preferences });
    await screen.findByRole('heading', { name: '600 courses found' });
    expect(listRequests().map((request) => request.url)).toEqual(['/api/course/filter']);
    expect(listRequests()[0]).toEqual(
      expect.objectContaining({
        params: { pageNumber: 1, pageSize: 10, q: 'law' },
        data: { course_category: [], country: [], studyLevel: '' },
      }),
    );
    expect(chips()).toEqual(['Search: “law”']);
    await user().click(within(applied()).getByRole('button', { name: 'Use my preferences' }));
    await screen.findByRole('heading', { name: '5 courses found' });
    expect(listRequests().at(-1)?.url).toBe('/api/course/student');
    expect(listRequests().at(-1)?.params).not.toHaveProperty('q');
  });

  it('removing one lists the filtered courses with what remains; the bar shows the same', async () => {
    install();
    renderPage('/courses', { preferences });
    await screen.findByRole('heading', { name: '5 courses found' });
    await user().click(within(applied()).getByRole('button', { name: 'Remove Law' }));
    const heading = await screen.findByRole('heading', { name: '43 courses found' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(listRequests().at(-1)).toEqual(
      expect.objectContaining({
        url: '/api/course/filter',
        params: { pageNumber: 1, pageSize: 10 },
        data: { course_category: ['Computer Science & IT'], country: ['UK'], studyLevel: 'Postgraduate' },
      }),
    );
    expect(applied()).toHaveAccessibleName('Filters:');
    expect(chips()).toEqual(['Postgraduate', 'Computer Science & IT', 'UK']);
    expect(field(await filterBar(), 'Study Level')).toHaveValue('Postgraduate');

    // The last ones removed: every course.
    for (const value of ['Postgraduate', 'Computer Science & IT', 'UK']) {
      await user().click(within(applied()).getByRole('button', { name: `Remove ${value}` }));
    }
    await screen.findByRole('heading', { name: '600 courses found' });
    expect(applied()).toHaveAccessibleName('Showing all courses');
    expect(listRequests().at(-1)?.data).toEqual({ course_category: [], country: [], studyLevel: '' });
  });

  it("'Show all courses' lists every course; 'Use my preferences' goes back to the student's listing", async () => {
    install();
    renderPage('/courses', { preferences });
    await screen.findByRole('heading', { name: '5 courses found' });
    expect(chips()).toEqual(['Postgraduate', 'Computer Science & IT', 'Law', 'UK']);
    await user().click(within(applied()).getByRole('button', { name: 'Show all courses' }));
    await screen.findByRole('heading', { name: '600 courses found' });
    expect(listRequests().at(-1)).toEqual(
      expect.objectContaining({
        url: '/api/course/filter',
        params: { pageNumber: 1, pageSize: 10 },
        data: { course_category: [], country: [], studyLevel: '' },
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/courses$/);
    expect(chips()).toEqual([]);
    expect(field(await filterBar(), 'Study Level')).toHaveValue('');
    expect(within(applied()).queryByRole('button', { name: 'Show all courses' })).toBeNull();

    await user().click(within(applied()).getByRole('button', { name: 'Use my preferences' }));
    await screen.findByRole('heading', { name: '5 courses found' });
    expect(listRequests().at(-1)?.url).toBe('/api/course/student');
    expect(applied()).toHaveAccessibleName('Your preferences:');
    expect(chips()).toEqual(['Postgraduate', 'Computer Science & IT', 'Law', 'UK']);
  });

  it('keeps the row in place, empty, while the preferences load; a student without any sees all courses', async () => {
    install();
    const { rerender } = renderPage('/courses', { isPreferencesLoading: true });
    await screen.findByRole('heading', { name: '5 courses found' });
    const row = document.querySelector('.courses-applied');
    expect(row).toHaveAttribute('aria-hidden', 'true');
    expect(row?.childElementCount).toBe(0);
    rerender(<CoursesPage preferences={{ studyLevels: [], courses: [], countries: [] }} />);
    expect(applied()).toHaveAccessibleName('Showing all courses');
    expect(within(applied()).queryByRole('button')).toBeNull();
  });

  it('offers Show all courses when the preferences could not be read', async () => {
    install();
    renderPage('/courses', { preferences: undefined });
    await screen.findByRole('heading', { name: '5 courses found' });
    expect(applied()).toHaveAccessibleName('Your preferences:');
    expect(within(applied()).getByRole('button', { name: 'Show all courses' })).toBeInTheDocument();
  });
});
