import { AUTH_MESSAGES, LIMITS } from '@portal/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCards } from '../features/dashboard/dashboard-fixtures.ts';
import { installFakeApi, type TFakeReply } from '../test/fake-api.ts';
import { renderWithApp } from '../test/render.tsx';
import { studentProfileOf } from '../test/student-profile.ts';
import { AppRoutes } from './router.tsx';

// The lazy screens are compiled on first use: the first render of one takes a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const profile: TFakeReply = {
  status: 200,
  data: studentProfileOf(),
};

const EVENT = {
  id: 1,
  city: 'Jalgaon',
  date: '2027-01-16',
  startTime: '11:00',
  endTime: '17:00',
  remarks: '',
  address: 'Hotel Royal Palace',
  locationLink: null,
  countryCount: 6,
  universityCount: 40,
};

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fake = installFakeApi({
    'GET /api/student-profiles': profile,
    'GET /auth/logout': { status: 200, data: { message: AUTH_MESSAGES.loggedOut } },
  });
});
afterEach(() => fake.restore());

const location = () => screen.getByTestId('location').textContent;
/** A signed-in tab: the token (local) and the keys sign-in stored in this tab (session). */
const signIn = (role = 'STUDENT') => {
  localStorage.setItem('token', 'signed.jwt.token');
  sessionStorage.setItem('studentId', '41');
  sessionStorage.setItem('role', role);
};
const renderAt = (route: string) => renderWithApp(<AppRoutes />, { route });
const loginScreen = () => screen.findByRole('button', { name: 'Send OTP' });

describe('route guard (§2, §6)', () => {
  it.each([
    '/courses',
    '/dashboard',
    '/profile',
    '/registration',
    '/payment',
    '/fees-and-finance',
    '/event-success',
  ])('sends a visitor without a token from %s to /', async (path) => {
    renderAt(path);
    expect(await loginScreen()).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('shows a signed-in student the screen, with the header', async () => {
    signIn();
    renderAt('/courses');
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search courses' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search shortlisted courses' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /Account menu, profile 40% complete$/ }),
    ).toBeInTheDocument();
  });

  it("shows 'Please wait..' while a screen loads", () => {
    signIn();
    renderAt('/shortlisted');
    expect(screen.getByText('Please wait..')).toBeInTheDocument();
  });

  it('shows the progress bar at 60 on the main screens only', async () => {
    signIn();
    renderAt('/courses');
    await screen.findByRole('heading', { name: 'Courses' });
    expect(screen.getByRole('progressbar', { name: 'Your journey progress' })).toHaveAttribute(
      'aria-valuenow',
      String(LIMITS.mainProgressValue),
    );
  });

  it('shows no progress bar on the applied courses', async () => {
    signIn();
    renderAt('/applied-courses');
    await screen.findByRole('heading', { name: 'Applied Courses' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('the dashboard redirect (§2, §6)', () => {
  it('sends a student without booked counselling to /courses', async () => {
    signIn();
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
    expect(location()).toBe('/courses');
  });

  it.each([
    ['booked counselling', () => localStorage.setItem('isCounsellingBooked', 'true')],
    ['an event user', () => sessionStorage.setItem('isEvent', 'true')],
  ])('lets in a student with %s', async (_name, arrange) => {
    signIn();
    arrange();
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });
});

describe('the dashboard guard follows the server (§2)', () => {
  const notBooked = makeCards({ isCounsellingBooked: false, counsellingDate: null, counsellingTime: null });

  it("asks the server when the local flag says not booked: 'Please wait..', then the dashboard", async () => {
    signIn();
    localStorage.setItem('isCounsellingBooked', 'false');
    let answer: (reply: TFakeReply) => void = () => {};
    fake.restore();
    fake = installFakeApi({
      'GET /api/student-profiles': profile,
      'GET /api/dashboard': () => new Promise((resolve) => (answer = resolve)),
    });
    renderAt('/dashboard');
    expect(await screen.findByText('Please wait..')).toBeInTheDocument();
    await waitFor(() => expect(fake.requests.some((request) => request.url === '/api/dashboard')).toBe(true));
    expect(location()).toBe('/dashboard');
    answer({ status: 200, data: makeCards() });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    // The local flag now says what the server said (§3).
    expect(localStorage.getItem('isCounsellingBooked')).toBe('true');
  });

  it('sends the student to /courses when the server says not booked either', async () => {
    signIn();
    fake.restore();
    fake = installFakeApi({
      'GET /api/student-profiles': profile,
      'GET /api/dashboard': { status: 200, data: notBooked },
    });
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
    expect(location()).toBe('/courses');
  });
});

describe('staff accounts', () => {
  it.each(['/courses', '/dashboard', '/profile', '/shortlisted'])(
    'sends a counsellor from %s to the staff console',
    async (path) => {
      signIn('COUNSELLOR');
      sessionStorage.setItem('userName', 'Dev Staff');
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Work queue', level: 1 })).toBeInTheDocument();
      expect(location()).toBe('/staff');
      // No student actions: no search icons, no shortlist hearts, no account menu with My Profile.
      expect(screen.queryByRole('button', { name: 'Search courses' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Shortlist/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    },
  );

  it('sends a signed-in admin from the login screen to /staff', async () => {
    signIn('ADMIN');
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Work queue', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/staff');
  });

  it('logs staff out from /staff', async () => {
    signIn('ADMIN');
    const user = userEvent.setup();
    renderAt('/staff');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(fake.requests.some((request) => request.url === '/auth/logout')).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    ['ADMIN', '(Admin)', ['Work queue', 'Students', 'Applications', 'Audit', 'My card', 'Team', 'Delivery']],
    ['COUNSELLOR', '(Counsellor)', ['Work queue', 'Students', 'Applications', 'Audit', 'My card']],
  ])(
    'frames the console for %s: the sections, the name and role from the server',
    async (role, label, links) => {
      signIn(role);
      fake.restore();
      fake = installFakeApi({
        'GET /api/staff/me': {
          status: 200,
          data: { id: 3, name: 'Meera Iyer', mobileNumber: '9876543210', role },
        },
        'GET /api/staff/queue': {
          status: 200,
          data: {
            sessions: [],
            documentsToReview: { items: [], total: 0 },
            counselledNotPaid: { items: [], total: 0 },
            applicationsWaiting: { items: [], total: 0 },
          },
        },
      });
      renderAt('/staff');
      expect(await screen.findByRole('heading', { name: 'Work queue', level: 1 })).toBeInTheDocument();
      expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
      const nav = within(screen.getByRole('navigation', { name: 'Staff console' }));
      expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(links);
      expect(nav.getByRole('link', { name: 'Work queue' })).toHaveAttribute('aria-current', 'page');
      expect(document.title).toBe('Work queue | Staff console');
      expect(await screen.findByText('Nothing to review.')).toBeInTheDocument();
    },
  );

  it('opens each console page in the frame, titled', async () => {
    signIn('COUNSELLOR');
    const user = userEvent.setup();
    renderAt('/staff');
    const nav = within(await screen.findByRole('navigation', { name: 'Staff console' }));
    await user.click(nav.getByRole('link', { name: 'Students' }));
    expect(await screen.findByRole('heading', { name: 'Students', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/staff/students');
    expect(nav.getByRole('link', { name: 'Students' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Students | Staff console'));
    await user.click(nav.getByRole('link', { name: 'Applications' }));
    expect(await screen.findByRole('heading', { name: 'Applications', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Applications | Staff console'));
  });

  it('shows a not-found page with a way back at an unknown console path, not the work queue', async () => {
    signIn('COUNSELLOR');
    const user = userEvent.setup();
    renderAt('/staff/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Work queue' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Staff console'));
    await user.click(screen.getByRole('link', { name: 'Back to the work queue' }));
    expect(await screen.findByRole('heading', { name: 'Work queue', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/staff');
  });

  it('sends a student from /staff home', async () => {
    signIn();
    renderAt('/staff');
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeInTheDocument();
    expect(location()).toBe('/courses');
  });
});

describe('public routes (§2)', () => {
  it.each(['/', '/login', '/no-such-page'])('shows the login screen at %s', async (path) => {
    renderAt(path);
    expect(await loginScreen()).toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it('sends a signed-in student from the login screen home', async () => {
    signIn();
    renderAt('/login');
    await waitFor(() => expect(location()).toBe('/courses'));
  });

  it('keeps an event code of the address for the event flow, even when signed in', async () => {
    signIn();
    fake.restore();
    fake = installFakeApi({
      'GET /api/student-profiles': profile,
      'GET /event-registration/event': { status: 200, data: EVENT },
      'POST /otp/register/event': { status: 500, data: {} },
    });
    renderAt('/?eventCode=jlg');
    expect(await loginScreen()).toBeInTheDocument();
    expect(sessionStorage.getItem('eventCode')).toBe('JLG');
    // Once the code checks out, a signed-in student goes on to the event registration (features/events).
    await waitFor(() => expect(location()).toBe('/event-success'));
    expect(sessionStorage.getItem('isEvent')).toBe('true');
  });
});

describe('the avatar menu', () => {
  it('opens My Profile', async () => {
    signIn();
    const user = userEvent.setup();
    renderAt('/courses');
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'My Profile' }));
    await waitFor(() => expect(location()).toBe('/profile'));
  });

  it('logs out: tells the server, clears both storages and goes to /login', async () => {
    signIn();
    sessionStorage.setItem('studentId', '41');
    localStorage.setItem('isCounsellingBooked', 'true');
    const user = userEvent.setup();
    renderAt('/courses');
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(fake.requests.some((request) => request.url === '/auth/logout')).toBe(true);
    expect(fake.requests.find((request) => request.url === '/auth/logout')?.headers.Authorization).toBe(
      'Bearer signed.jwt.token',
    );
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(await loginScreen()).toBeInTheDocument();
    expect(within(document.body).getByText(AUTH_MESSAGES.loggedOut)).toBeInTheDocument();
  });
});
