import { notifications } from '@mantine/notifications';
import { TOAST_MESSAGES, type TShortlistItem } from '@portal/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIntersectionObserver, makeCourse, makePage } from '../features/courses/course-fixtures.ts';
import { makeCards } from '../features/dashboard/dashboard-fixtures.ts';
import { installFakeApi } from '../test/fake-api.ts';
import { renderWithApp } from '../test/render.tsx';
import CoursesRoute from './routes/courses.tsx';
import ShortlistedRoute from './routes/shortlisted.tsx';

configure({ asyncUtilTimeout: 5000 });

// The server's shortlist: what GET /shortlist answers and DELETE /shortlist/delete changes.
let onServer: TShortlistItem[] = [];
let fake: ReturnType<typeof installFakeApi>;
let observer: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
  sessionStorage.setItem('studentId', '7');
  observer = installIntersectionObserver();
  onServer = [{ courseId: 1, status: 'STUDENT_CHOICE', course: makeCourse(1) }];
  fake = installFakeApi({
    'GET /shortlist': () => ({ status: 200, data: onServer }),
    'DELETE /shortlist/delete': ({ params }) => {
      const { courseId } = params as { courseId: number };
      onServer = onServer.filter((item) => item.courseId !== courseId);
      return { status: 200, data: { courseId, message: TOAST_MESSAGES.shortlistRemoved } };
    },
    'GET /api/course/student': { status: 200, data: makePage(1, 1) },
    'GET /api/dashboard': { status: 200, data: makeCards() },
    'GET /student-onboarding/details/7': { status: 404, data: {} },
  });
});
afterEach(() => {
  fake.restore();
  observer.restore();
  notifications.clean();
});

/** The two screens that show the shortlist, and links between them (the app's own ways there do not matter). */
const TwoScreens = () => (
  <>
    <Routes>
      <Route path="/courses" element={<CoursesRoute />} />
      <Route path="/shortlisted" element={<ShortlistedRoute />} />
    </Routes>
    <Link to="/shortlisted">test: to shortlisted</Link>
    <Link to="/courses">test: to courses</Link>
  </>
);

const heartOf = async (name: string) =>
  within(await screen.findByRole('article', { name })).getByRole('button', { name: /^Shortlist/ });

describe('one shortlist for every screen (GET /shortlist has one home and one key)', {
  timeout: 30_000,
}, () => {
  it('a course removed on /shortlisted is not shortlisted on /courses afterwards', async () => {
    const course = makeCourse(1).name;
    renderWithApp(<TwoScreens />, { route: '/courses' });
    expect(await heartOf(course)).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('link', { name: 'test: to shortlisted' }));
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${course}` }));
    expect(await screen.findByText(TOAST_MESSAGES.shortlistRemoved)).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Add a new course' });
    expect(screen.queryByRole('article', { name: course })).toBeNull();

    // Back on /courses the hearts follow the list the removal refreshed, not a copy read before it.
    await userEvent.click(screen.getByRole('link', { name: 'test: to courses' }));
    const heart = await heartOf(course);
    await new Promise((resolve) => setTimeout(resolve, 100)); // let a stale copy land, if there is one
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleName('Shortlist');
  });
});
