import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import type { TScreen } from '../components/layout/app-layout.tsx';
import { PATHS } from '../lib/paths.ts';
import { hasToken } from '../lib/session.ts';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireDashboardAccess } from './guards/require-dashboard-access.tsx';
// The sign-in screen is the first paint of most visits: in the entry chunk, not a lazy one.
import LoginRoute from './routes/login.tsx';

// The signed-in shell (header, menu) and every signed-in screen are chunks of their own, loaded on
// first visit ('Please wait..' meanwhile).
const loadAppLayout = () => import('../components/layout/app-layout.tsx');
const loadCourses = () => import('./routes/courses.tsx');
const AppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));
const Courses = lazy(loadCourses);
// A signed-in load of /courses (most visits after sign-in) fetches the shell and the courses chunks in
// parallel now, instead of one after the other once each renders; the courses module then starts its
// list request at once. Both imports return the same module later, when React renders them.
if (typeof window !== 'undefined' && window.location.pathname === PATHS.courses && hasToken()) {
  void loadAppLayout().catch(() => {});
  void loadCourses().catch(() => {});
}
const Profile = lazy(() => import('./routes/profile.tsx'));
const Registration = lazy(() => import('./routes/registration.tsx'));
const Dashboard = lazy(() => import('./routes/dashboard.tsx'));
const Shortlisted = lazy(() => import('./routes/shortlisted.tsx'));
const AppliedCourses = lazy(() => import('./routes/applied-courses.tsx'));
const BookCounselling = lazy(() => import('./routes/book-counselling.tsx'));
const SessionTime = lazy(() => import('./routes/session-time.tsx'));
const SelectTopic = lazy(() => import('./routes/select-topic.tsx'));
const ApplicationJourney = lazy(() => import('./routes/application-journey.tsx'));
const Payment = lazy(() => import('./routes/payment.tsx'));
const EventSuccess = lazy(() => import('./routes/event-success.tsx'));

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
