import { TOAST_MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { makeCourse, makePage } from '../course-fixtures.ts';
import { coursesPageEnv } from '../test/courses-page-env.ts';
import { CoursesPage } from './courses-page.tsx';

const env = coursesPageEnv();
const { notifier } = env;

const ok = (data: unknown): TFakeReply => ({ status: 200, data });
const user = () => userEvent.setup({ delay: null });
const longCourse = makeCourse(5, {
  name: 'MSc Advanced Computer Science',
  campus: 'Oxford Road',
  fees: null,
  overview: 'Course overview\nLearn a lot.\nIn two terms.\n\nCareers\nSoftware engineer.',
  entryRequirements: 'Academic requirements\nA first degree.\n\nEnglish language\nIELTS 7.0.',
});

function renderDetail(route = '/courses?course=5', shortlist: unknown[] = []) {
  env.fake = installFakeApi({
    'GET /shortlist': () => ok(shortlist),
    'GET /api/course/student': ok(makePage(1, 3)),
    'GET /api/course/university/5': ok(longCourse),
    'POST /shortlist/add': () => {
      shortlist = [{ courseId: 5, status: 'STUDENT_CHOICE', course: longCourse }];
      return {
        status: 201,
        data: {
          id: 1,
          studentId: 7,
          courseId: 5,
          enrollmentId: null,
          status: 'STUDENT_CHOICE',
          createdBy: 7,
          createdByRole: 'STUDENT',
          createdAt: '2026-01-01T00:00:00.000Z',
          message: TOAST_MESSAGES.shortlistAdded,
        },
      };
    },
  });
  return renderWithApp(<CoursesPage />, { route, notifier });
}

describe('course detail (§2)', () => {
  it('shows the breadcrumb cut at 15 characters, banner, campus, name and facts with N/A fee', async () => {
    renderDetail();
    const title = await screen.findByRole('heading', { level: 1, name: 'MSc Advanced Computer Science' });
    await waitFor(() => expect(title).toHaveFocus());
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    const current = within(breadcrumb).getByText('MSc Advanced Co…');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('title', 'MSc Advanced Computer Science');

    const banner = screen.getByRole('img', { name: 'University of Manchester campus' });
    expect(banner).toHaveAttribute('src', '/media/universities/manchester/image.svg');
    expect(banner).toHaveAttribute('width', '1200');
    expect(banner).toHaveAttribute('height', '400');
    expect(screen.getByText(/Oxford Road campus/)).toBeInTheDocument();

    const facts = Object.fromEntries(
      [...document.querySelectorAll('.course-detail .course-fact')].map((fact) => [
        fact.querySelector('dt')?.textContent,
        fact.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts).toEqual({ Country: 'UK', Campus: 'Oxford Road', 'Approx. Fee': 'N/A' });
  });

  it('shows the fee after its currency and a long campus in full', async () => {
    const campus = 'Sainte-Anne-de-Bellevue (Macdonald)';
    longCourse.country = 'Canada';
    longCourse.fees = 32000;
    longCourse.campus = campus;
    try {
      renderDetail();
      await screen.findByRole('heading', { level: 1, name: 'MSc Advanced Computer Science' });
      const facts = Object.fromEntries(
        [...document.querySelectorAll('.course-detail .course-fact')].map((fact) => [
          fact.querySelector('dt')?.textContent,
          fact.querySelector('dd')?.textContent,
        ]),
      );
      expect(facts).toEqual({ Country: 'Canada', Campus: campus, 'Approx. Fee': 'CAD 32000' });
      expect(screen.getByText(`${longCourse.university.name} · ${campus} campus`)).toBeInTheDocument();
    } finally {
      Object.assign(longCourse, { country: 'UK', fees: null, campus: 'Oxford Road' });
    }
  });

  it('splits Overview and Entry Requirements into headed blocks, each section collapsing and expanding', async () => {
    renderDetail();
    const overview = await screen.findByRole('button', { name: 'Overview' });
    const entry = screen.getByRole('button', { name: 'Entry Requirements' });
    expect(overview).toHaveAttribute('aria-expanded', 'true');
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Course overview' })).toBeVisible();
    expect(screen.getByText('Learn a lot.')).toBeVisible();
    expect(screen.getByText('In two terms.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Careers' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'English language' })).toBeVisible();

    await user().click(overview);
    expect(overview).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Learn a lot.')).not.toBeVisible();
    expect(screen.getByText('IELTS 7.0.')).toBeVisible();

    await user().click(entry);
    expect(screen.getByText('IELTS 7.0.')).not.toBeVisible();
    await user().click(overview);
    expect(screen.getByText('Learn a lot.')).toBeVisible();
  });

  it('offers Add to Shortlist when not shortlisted; adding toasts and shows the shortlisted state', async () => {
    renderDetail();
    await user().click(await screen.findByRole('button', { name: 'Add to Shortlist' }));
    const link = await screen.findByRole('link', { name: 'View your shortlist' });
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Add to Shortlist' })).not.toBeInTheDocument();
    expect(env.fake?.requests.find((request) => request.url === '/shortlist/add')?.data).toEqual(
      expect.objectContaining({
        courseId: 5,
        createdBy: 1,
        createdByRole: 'STUDENT',
        status: 'STUDENT_CHOICE',
      }),
    );
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith(TOAST_MESSAGES.shortlistAdded));
    expect(screen.queryByRole('button', { name: 'Add to Shortlist' })).not.toBeInTheDocument();
  });

  it('shows no Add to Shortlist for a course already shortlisted', async () => {
    renderDetail('/courses?course=5', [{ courseId: 5, status: 'STUDENT_CHOICE', course: longCourse }]);
    expect(await screen.findByText('Shortlisted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Shortlist' })).not.toBeInTheDocument();
  });

  it('says so when the course does not exist', async () => {
    env.fake = installFakeApi({
      'GET /shortlist': ok([]),
      'GET /api/course/student': ok(makePage(1, 3)),
      'GET /api/course/university/99': { status: 404, data: apiErrorBody('NOT_FOUND', 'Course not found') },
    });
    renderWithApp(<CoursesPage />, { route: '/courses?course=99', notifier });
    expect(await screen.findByText('This course could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Courses' })).toBeInTheDocument();
  });

  it('opens from a card at once (the course the grid holds) and the breadcrumb returns to that card', async () => {
    let answer: (reply: TFakeReply) => void = () => {};
    env.fake = installFakeApi({
      'GET /shortlist': ok([]),
      'GET /api/course/student': ok(makePage(1, 3)),
      'GET /api/course/university/2': () => new Promise((resolve) => (answer = resolve)),
    });
    renderWithApp(<CoursesPage />, { route: '/courses', notifier });
    const [, second] = await screen.findAllByRole('article');
    if (!second) throw new Error('a second card expected');
    await user().click(within(second).getByRole('link', { name: 'View Details' }));

    // Before the detail call answers, from the grid's data.
    expect(await screen.findByRole('heading', { level: 1, name: 'MSc Course Number 2' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/courses?course=2');
    expect(screen.queryByRole('article', { name: 'MSc Course Number 1' })).not.toBeInTheDocument();
    answer(ok(makeCourse(2)));

    await user().click(screen.getByRole('link', { name: 'Courses' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/courses$/));
    const back = within(await screen.findByRole('article', { name: 'MSc Course Number 2' })).getByRole(
      'link',
      {
        name: 'View Details',
      },
    );
    await waitFor(() => expect(back).toHaveFocus());
  });
});
