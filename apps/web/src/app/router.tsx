import { Route, Routes } from 'react-router';
import type { TScreen } from '../components/layout/app-layout.tsx';
import { PATHS } from '../lib/paths.ts';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireDashboardAccess } from './guards/require-dashboard-access.tsx';
import { lazyScreen } from './lazy-screen.ts';
// The sign-in screen is the first paint of most visits: in the entry chunk, not a lazy one.
import LoginRoute from './routes/login.tsx';

// The signed-in shell (header, menu) and every signed-in screen are chunks of their own, loaded on
// first visit ('Please wait..' meanwhile).
const AppLayout = lazyScreen(() =>
  import('../components/layout/app-layout.tsx').then((module) => ({ default: module.AppLayout })),
);
const Courses = lazyScreen(() => import('./routes/courses.tsx'));
const Profile = lazyScreen(() => import('./routes/profile.tsx'));
const Registration = lazyScreen(() => import('./routes/registration.tsx'));
const Dashboard = lazyScreen(() => import('./routes/dashboard.tsx'));
const Shortlisted = lazyScreen(() => import('./routes/shortlisted.tsx'));
const AppliedCourses = lazyScreen(() => import('./routes/applied-courses.tsx'));
const BookCounselling = lazyScreen(() => import('./routes/book-counselling.tsx'));
const SessionTime = lazyScreen(() => import('./routes/session-time.tsx'));
const SelectTopic = lazyScreen(() => import('./routes/select-topic.tsx'));
const ApplicationJourney = lazyScreen(() => import('./routes/application-journey.tsx'));
const Payment = lazyScreen(() => import('./routes/payment.tsx'));
const EventSuccess = lazyScreen(() => import('./routes/event-success.tsx'));

const SIGNED_IN_SCREENS = {
  [PATHS.courses]: Courses,
  [PATHS.profile]: Profile,
  [PATHS.registration]: Registration,
  [PATHS.dashboard]: Dashboard,
  [PATHS.shortlisted]: Shortlisted,
  [PATHS.appliedCourses]: AppliedCourses,
  [PATHS.bookCounselling]: BookCounselling,
  [PATHS.sessionTime]: SessionTime,
  [PATHS.selectTopic]: SelectTopic,
  [PATHS.applicationJourney]: ApplicationJourney,
  [PATHS.payment]: Payment,
  [PATHS.eventSuccess]: EventSuccess,
} as const;

/**
 * Loads the signed-in layout and the screen at `pathname` (nothing for other addresses). main.tsx waits
 * for it before the first render of a signed-in address (the build's boot script has already started
 * the downloads), so the screen renders in one pass.
 */
export function preloadSignedInScreen(pathname: string): Promise<unknown> {
  const screen = SIGNED_IN_SCREENS[pathname as keyof typeof SIGNED_IN_SCREENS];
  if (!screen) return Promise.resolve();
  return Promise.all([AppLayout.preload(), screen.preload()]);
}

/** Each signed-in screen's document title, and whether it shows §2's progress bar at 60. */
export const SCREENS: Readonly<Record<string, TScreen>> = {
  [PATHS.courses]: { title: 'Courses', hasProgress: true },
  [PATHS.profile]: { title: 'My Profile', hasProgress: true },
  [PATHS.registration]: { title: 'Registration', hasProgress: true },
  [PATHS.dashboard]: { title: 'Dashboard', hasProgress: true },
  [PATHS.shortlisted]: { title: 'Shortlisted courses', hasProgress: true },
  [PATHS.appliedCourses]: { title: 'Applied Courses', hasProgress: false },
  [PATHS.bookCounselling]: { title: 'Book Free Counselling', hasProgress: true },
  [PATHS.sessionTime]: { title: 'Session Time', hasProgress: true },
  [PATHS.selectTopic]: { title: 'Select Topic', hasProgress: true },
  [PATHS.applicationJourney]: { title: 'Application Journey', hasProgress: true },
  [PATHS.payment]: { title: 'Payment', hasProgress: true },
  [PATHS.eventSuccess]: { title: 'Event registration', hasProgress: false },
};

/**
 * The routes of spec §2 (declarative React Router: the data router would cost 16 KB gzip of the sign-in
 * budget). Paths live in lib/paths.ts; the modules in ./routes are where features meet.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={PATHS.landing} element={<LoginRoute />} />
      <Route path={PATHS.login} element={<LoginRoute />} />
      <Route element={<RequireAuth />}>
        <Route element={<AppLayout screens={SCREENS} />}>
          <Route path={PATHS.courses} element={<Courses />} />
          <Route path={PATHS.profile} element={<Profile />} />
          <Route path={PATHS.registration} element={<Registration />} />
          <Route
            path={PATHS.dashboard}
            element={
              <RequireDashboardAccess>
                <Dashboard />
              </RequireDashboardAccess>
            }
          />
          <Route path={PATHS.shortlisted} element={<Shortlisted />} />
          <Route path={PATHS.appliedCourses} element={<AppliedCourses />} />
          <Route path={PATHS.bookCounselling} element={<BookCounselling />} />
          <Route path={PATHS.sessionTime} element={<SessionTime />} />
          <Route path={PATHS.selectTopic} element={<SelectTopic />} />
          <Route path={PATHS.applicationJourney} element={<ApplicationJourney />} />
          <Route path={PATHS.payment} element={<Payment />} />
          <Route path={PATHS.eventSuccess} element={<EventSuccess />} />
        </Route>
      </Route>
      {/* §2: any other address shows the login screen. */}
      <Route path="*" element={<LoginRoute />} />
    </Routes>
  );
}
