import { ERROR_MESSAGES, TOAST_MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi, type TFakeReply, type TFakeRequest } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { installIntersectionObserver, makeCourse, makePage } from '../course-fixtures.ts';
import { coursesPageEnv } from '../test/courses-page-env.ts';
import { CoursesPage } from './courses-page.tsx';

const env = coursesPageEnv();
const { notifier } = env;

beforeEach(() => {
  sessionStorage.setItem('enrollmentId', '70');
  notifier.success.mockReset();
  notifier.error.mockReset();
});

const ok = (data: unknown): TFakeReply => ({ status: 200, data });
const emptyShortlist = ok([]);
const pageParam = (request: TFakeRequest) => Number((request.params as { pageNumber: number }).pageNumber);
const listRequests = () =>
  (env.fake?.requests ?? []).filter((request) => request.url.startsWith('/api/course/'));

function renderPage(route = '/courses') {
  return renderWithApp(<CoursesPage />, { route, notifier });
}

const user = () => userEvent.setup({ delay: null });
const cards = () => screen.queryAllByRole('article');

/** Select is a combobox, MultiSelect a text box that opens a listbox. */
const field = (scope: HTMLElement, label: string) =>
  within(scope).queryByRole('combobox', { name: label }) ??
  within(scope).getByRole('textbox', { name: label });

/**
 * The filter bar (its code loads on first use): its stand-in's button for `label` opens that field of the
 * real bar; once it is there, the field itself.
 */
async function openField(label: string): Promise<HTMLElement> {
  const standIn = screen.queryByRole('button', { name: new RegExp(`^${label} `) });
  if (standIn) await user().click(standIn);
  else await user().click(field(screen.getByRole('form', { name: 'Course filters' }), label));
  return screen.findByRole('form', { name: 'Course filters' });
}

/** The real filter bar, woken through its stand-in when needed (the dropdown it opens is closed again). */
async function filterBar(): Promise<HTMLElement> {
  if (!screen.queryByRole('form', { name: 'Course filters' })) {
    await user().click(screen.getByRole('button', { name: /^Study Level / }));
    await user().keyboard('{Escape}');
  }
  return screen.findByRole('form', { name: 'Course filters' });
}

async function choose(label: string, option: string, formName = 'Course filters') {
  if (formName === 'Course filters') {
    const form = await openField(label);
    await user().click(await within(form).findByRole('option', { name: option }));
    return;
  }
  const form = screen.getByRole('form', { name: formName });
  await user().click(field(form, label));
  await user().click(await within(form).findByRole('option', { name: option }));
}

describe('courses grid', () => {
  it('shows 12 skeletons while the first page loads, then the cards with every box', async () => {
    let answer: (reply: TFakeReply) => void = () => {};
    const page = makePage(1, 2, 2);
    page.content[1] = makeCourse(2, {
      fees: null,
      overview: 'Course overview\nNo date here.',
      intake: 'September 2028',
    });
    env.fake = installFakeApi({
      'GET /shortlist': emptyShortlist,
      'GET /api/course/student': () => new Promise((resolve) => (answer = resolve)),
    });
    const { container } = renderPage();
    await waitFor(() =>
      expect(container.querySelectorAll('.course-card[aria-hidden="true"]')).toHaveLength(12),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Loading courses…' })).toBeInTheDocument();

    answer(ok(page));
    expect(await screen.findByRole('heading', { level: 2, name: '2 courses found' })).toBeInTheDocument();
    expect(container.querySelectorAll('.course-card[aria-hidden="true"]')).toHaveLength(0);
    const [first, second] = cards();
    if (!first || !second) throw new Error('two cards expected');
    const card = within(first);
    expect(card.getByRole('heading', { level: 3, name: 'MSc Course Number 1' })).toBeInTheDocument();
    expect(card.getByText('University of Manchester')).toBeInTheDocument();
    const facts = Object.fromEntries(
      [...first.querySelectorAll('.course-fact')].map((fact) => [
        fact.querySelector('dt')?.textContent,
        fact.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts).toEqual({
      Country: 'UK',
      Campus: 'Main campus',
      Duration: '1 year',
      'Start Date': 'September 2027',
      'Approx. Fee': 'GBP 18500',
    });
    expect(within(second).getByText('N/A')).toBeInTheDocument();
    // No date in its overview: the course's intake, as the staff catalogue shows it.
    expect(within(second).getByText('September 2028')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Shortlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/courses?course=1');
    const logo = first.querySelector('img');
    expect(logo).toHaveAttribute('width', '48');
    expect(logo).toHaveAttribute('height', '48');
  });

  it('lists by student without filters: studentId, page 1, size 10', async () => {
    env.fake = installFakeApi({
      'GET /shortlist': emptyShortlist,
      'GET /api/course/student': ok(makePage(1, 3)),
    });
    renderPage();
    await screen.findByRole('heading', { name: '3 courses found' });
    expect(listRequests()).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/course/student',
        params: { studentId: '7', pageNumber: 1, pageSize: 10 },
      }),
    ]);
  });

  it('offers Book Free Counselling before counselling, Go To Dashboard when booked or for event users', async () => {
    env.fake = installFakeApi({
      'GET /shortlist': emptyShortlist,
      'GET /api/course/student': ok(makePage(1, 1)),
    });
    const first = renderPage();
    const book = await screen.findByRole('link', { name: 'Book Free Counselling' });
    expect(book).toHaveAttribute('href', '/book-counselling');
    first.unmount();

    sessionStorage.setItem('isEvent', 'true');
    const second = renderPage();
    expect(await screen.findByRole('link', { name: 'Go To Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    second.unmount();

    sessionStorage.setItem('isEvent', 'false');
    localStorage.setItem('isCounsellingBooked', 'true');
    renderPage();
    expect(await screen.findByRole('link', { name: 'Go To Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('loads the next page when the bottom comes into view, while page < totalPages', async () => {
    env.fake = installFakeApi({
      'GET /shortlist': emptyShortlist,
      'GET /api/course/student': (request) => ok(makePage(pageParam(request), 25)),
    });
    renderPage();
    await screen.findByRole('heading', { name: '25 courses found' });
    expect(cards()).toHaveLength(10);

    // The grid watches its bottom once it shows every card it has (a moment after they arrive).
    const reachBottom = () => waitFor(() => expect(env.observer.intersectAll()).toBeGreaterThan(0));
    await reachBottom();
    await waitFor(() => expect(cards()).toHaveLength(20));
    await reachBottom();
    await waitFor(() => expect(cards()).toHaveLength(25));
    env.observer.intersectAll();
    expect(listRequests().map(pageParam)).toEqual([1, 2, 3]);
  });

  it('judges the bottom only on a grid that shows every card received, and asks for one page at a time', async () => {
    let cardsAnswered = 0;
    const cardsShownWhenObserved: { shown: number; answered: number }[] = [];
    env.observer.restore();
    // A screen tall enough for 15 cards or placeholders: the sentinel after them is out of view.
    env.observer = installIntersectionObserver({
      isInView: () => {
        cardsShownWhenObserved.push({ shown: cards().length, answered: cardsAnswered });
        return document.querySelectorAll('ul[aria-label="Courses"] > li').length < 15;
      },
    });
    env.fake = installFakeApi({
      'GET /shortlist': emptyShortlist,
      'GET /api/course/student': (request) => {
        const page = makePage(pageParam(request), 45);
        cardsAnswered += page.content.length;
        return ok(page);
      },
    });
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(20));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cards()).toHaveLength(20);
    expect(listRequests().map(pageParam)).toEqual([1, 2]);
    expect(cardsShownWhenObserved.length).toBeGreaterThan(0);
    for (const { shown, answered } of cardsShownWhenObserved) expect(shown).toBe(answered);
  });

  it('toasts the §8 fallback when the listing fails with no message', async () => {
    env.fake = installFakeApi({
      'GET /shortlist': emptyShortlist,
      'GET /api/course/student': { status: 400 },
    });
    renderPage();
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith(ERROR_MESSAGES.fetchCourses));
  });
});

describe('filters', () => {
  it('loads the filter bar on first use: Enter on a stand-in field opens that field, with focus in it', async () => {
    env.fake = installFakeApi({
      'GET /shortlist': emptyShortlist,
      'GET /api/course/student': ok(makePage(1, 2)),
    });
    renderPage();
    await screen.findByRole('heading', { name: '2 courses found' });
    expect(screen.queryByRole('form', { name: 'Course filters' })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Subject Any subject' }).focus();
    await user().keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: 'Course filters' });
    await waitFor(() => expect(field(form, 'Subject')).toHaveFocus());
    expect(await within(form).findByRole('option', { name: 'Law' })).toBeInTheDocument();
  });

  it('APPLY sends the chosen level, subjects and countries to the filtered call from page 1; Clear All lists every course', async () => {
    env.fake = installFakeApi({
      'GET /shortlist': emptyShortlist,
      'GET /api/course/student': (request) => ok(makePage(pageParam(request), 30)),
      'POST /api/course/filter': (request) =>
        ok(makePage(pageParam(request), (request.data as { country: string[] }).country.length ? 12 : 600)),
    });
    renderPage();
    await screen.findByRole('heading', { name: '30 courses found' });
    await waitFor(() => expect(env.observer.intersectAll()).toBeGreaterThan(0));
    await waitFor(() => expect(cards()).toHaveLength(20));

    const scrollTo = vi.spyOn(window, 'scrollTo');
    await choose('Study Level', 'Postgraduate');
    await choose('Subject', 'Law');
    await choose('Subject', 'Economics');
    await choose('Country', 'UK');
    await user().click(screen.getByRole('button', { name: 'APPLY' }));

    const heading = await screen.findByRole('heading', { name: '12 courses found' });
    expect(cards()).toHaveLength(10);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(heading).toHaveFocus());
    const filtered = listRequests().filter((request) => request.method === 'POST');
    expect(filtered).toEqual([
      expect.objectContaining({
        url: '/api/course/filter',
        params: { pageNumber: 1, pageSize: 10 },
        data: { course_category: ['Economics', 'Law'], country: ['UK'], studyLevel: 'Postgraduate' },
      }),
    ]);

    // Every course, not the student's listing (narrowed to the preferences): what the empty bar says.
    await user().click(within(await filterBar()).getByRole('button', { name: 'Clear All' }));
    await screen.findByRole('heading', { name: '600 courses found' });
    expect(cards()).toHaveLength(10);
    expect(listRequests().at(-1)).toEqual(
      expect.objectContaining({
        url: '/api/course/filter',
        params: expect.objectContaining({ pageNumber: 1 }),
        data: { course_category: [], country: [], studyLevel: '' },
      }),
    );
    expect(field(await filterBar(), 'Study Level')).toHaveValue('');
    expect(screen.getByRole('group', { name: 'Showing all courses' })).toBeInTheDocument();
  });

  it("sends studyLevel '' when only a country is chosen, and toasts the filtered fallback on failure", async () => {
    env.fake = installFakeApi({
      'GET /shortlist': emptyShortlist,
      'GET /api/course/student': ok(makePage(1, 5)),
      'POST /api/course/filter': { status: 500, data: apiErrorBody('INTERNAL', 'boom') },
    });
    renderPage();
    await screen.findByRole('heading', { name: '5 courses found' });
    await choose('Country', 'Germany');
    await user().click(screen.getByRole('button', { name: 'APPLY' }));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith(ERROR_MESSAGES.fetchFilteredCourses), {
      timeout: 8000,
    });
    expect(listRequests().find((request) => request.method === 'POST')?.data).toEqual({
      course_category: [],
      country: ['Germany'],
      studyLevel: '',
    });
  }, 15_000);
});

describe('empty state', () => {
  it('shows the §2 texts and searches with the new criteria', async () => {
    env.fake = installFakeApi({
      'GET /shortlist': emptyShortlist,
      'GET /api/course/student': ok(makePage(1, 0)),
      'POST /api/course/filter': (request) =>
        ok((request.params as { q?: string }).q === 'oxford' ? makePage(1, 2) : makePage(1, 4)),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Oops, User! No Courses Available' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/no course matched the information you gave/i)).toBeInTheDocument();
    expect(screen.getByText(/adjusting your search criteria/i)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Search criteria' });
    for (const label of ['Field of Study', 'Study level', 'Preferred Country']) {
      expect(field(form, label)).toBeInTheDocument();
    }

    const search = within(form).getByRole('searchbox', { name: 'Search' });
    await user().type(search, 'ox');
    await user().click(within(form).getByRole('button', { name: 'Update Search Criteria' }));
    expect(await within(form).findByText('Search text must be at least 3 characters.')).toBeInTheDocument();
    expect(listRequests()).toHaveLength(1);

    await user().type(search, 'ford');
    await user().click(within(form).getByRole('button', { name: 'Update Search Criteria' }));
    await screen.findByRole('heading', { name: '2 courses found' });
    // The form's selectors (all empty) are the student's choice now: every course, searched.
    expect(listRequests().at(-1)).toEqual(
      expect.objectContaining({
        url: '/api/course/filter',
        params: { pageNumber: 1, pageSize: 10, q: 'oxford' },
        data: { course_category: [], country: [], studyLevel: '' },
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/courses?q=oxford');
    expect(screen.getByText('Search: “oxford”')).toBeInTheDocument();
  });

  it('applies the chosen selectors and the search together, in one request', async () => {
    env.fake = installFakeApi({
      'GET /shortlist': emptyShortlist,
      'GET /api/course/student': ok(makePage(1, 0)),
      'POST /api/course/filter': ok(makePage(1, 4)),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Search criteria' });
    await user().type(within(form).getByRole('searchbox', { name: 'Search' }), 'toronto');
    await choose('Preferred Country', 'Canada', 'Search criteria');
    await choose('Study level', 'Foundation', 'Search criteria');
    await user().click(within(form).getByRole('button', { name: 'Update Search Criteria' }));
    await screen.findByRole('heading', { name: '4 courses found' });
    // Never the new filter without its search in between.
    expect(listRequests().slice(1)).toEqual([
      expect.objectContaining({
        url: '/api/course/filter',
        params: { pageNumber: 1, pageSize: 10, q: 'toronto' },
        data: { course_category: [], country: ['Canada'], studyLevel: 'Foundation' },
      }),
    ]);
    // The filter bar shows what is applied.
    expect(field(await filterBar(), 'Study Level')).toHaveValue('Foundation');
  });
});

describe('shortlist toggle (§4)', () => {
  it('adds at once, posts the §3 payload and toasts; the heart then reads Shortlisted', async () => {
    let answer: (reply: TFakeReply) => void = () => {};
    let shortlist: unknown[] = [];
    env.fake = installFakeApi({
      'GET /shortlist': () => ok(shortlist),
      'GET /api/course/student': ok(makePage(1, 2)),
      'POST /shortlist/add': () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage();
    const [first] = await screen.findAllByRole('article');
    if (!first) throw new Error('a card expected');
    await user().click(within(first).getByRole('button', { name: 'Shortlist' }));

    // Before the server has answered.
    const toggle = await within(first).findByRole('button', { name: 'Shortlisted' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(env.fake.requests.find((request) => request.url === '/shortlist/add')?.data).toEqual({
      courseId: 1,
      enrollmentId: 70,
      createdBy: 1,
      createdByRole: 'STUDENT',
      status: 'STUDENT_CHOICE',
    });
    shortlist = [{ courseId: 1, status: 'STUDENT_CHOICE', course: makeCourse(1) }];
    answer({
      status: 201,
      data: {
        id: 5,
        studentId: 7,
        courseId: 1,
        enrollmentId: 70,
        status: 'STUDENT_CHOICE',
        createdBy: 7,
        createdByRole: 'STUDENT',
        createdAt: '2026-01-01T00:00:00.000Z',
        message: TOAST_MESSAGES.shortlistAdded,
      },
    });
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith(TOAST_MESSAGES.shortlistAdded));
    expect(within(first).getByRole('button', { name: 'Shortlisted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('rolls the add back when the server refuses, with its message', async () => {
    env.fake = installFakeApi({
      'GET /shortlist': emptyShortlist,
      'GET /api/course/student': ok(makePage(1, 1)),
      'POST /shortlist/add': { status: 404, data: apiErrorBody('NOT_FOUND', 'Course not found.') },
    });
    renderPage();
    const toggle = await screen.findByRole('button', { name: 'Shortlist' });
    await user().click(toggle);
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith('Course not found.'));
    expect(screen.getByRole('button', { name: 'Shortlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('starts from the server shortlist, removes at once and rolls back with the §8 fallback', async () => {
    const course = makeCourse(1);
    let answer: (reply: TFakeReply) => void = () => {};
    env.fake = installFakeApi({
      'GET /shortlist': ok([{ courseId: 1, status: 'STUDENT_CHOICE', course }]),
      'GET /api/course/student': ok(makePage(1, 1)),
      'DELETE /shortlist/delete': () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage();
    const toggle = await screen.findByRole('button', { name: 'Shortlisted' });
    await user().click(toggle);
    // Before the server has answered.
    expect(await screen.findByRole('button', { name: 'Shortlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(env.fake.requests.find((request) => request.method === 'DELETE')?.params).toEqual({ courseId: 1 });
    answer({ status: 500 });
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith(ERROR_MESSAGES.shortlistRemove));
    expect(await screen.findByRole('button', { name: 'Shortlisted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('removes with the §7 toast', async () => {
    const course = makeCourse(1);
    let shortlist = [{ courseId: 1, status: 'STUDENT_CHOICE', course }];
    env.fake = installFakeApi({
      'GET /shortlist': () => ok(shortlist),
      'GET /api/course/student': ok(makePage(1, 1)),
      'DELETE /shortlist/delete': () => {
        shortlist = [];
        return ok({ courseId: 1, message: TOAST_MESSAGES.shortlistRemoved });
      },
    });
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Shortlisted' }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith(TOAST_MESSAGES.shortlistRemoved));
    expect(screen.getByRole('button', { name: 'Shortlist' })).toHaveAttribute('aria-pressed', 'false');
  });
});
