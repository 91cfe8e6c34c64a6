import { Route, Routes } from 'react-router';
import type { TScreen } from '../components/layout/app-layout.tsx';
import { PATHS } from '../lib/paths.ts';
import { RequireAuth } from './guards/require-auth.tsx';
import { StaffOnly, StudentOnly } from './guards/require-role.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { nextTask } from './next-task.ts';
// The sign-in screen is the first paint of most visits: in the entry chunk, not a lazy one.
import LoginRoute from './routes/login.tsx';

// The signed-in shell (header, menu) and every signed-in screen are chunks of their own, loaded on
// first visit ('Please wait..' meanwhile).
const AppLayout = lazyScreen(() =>
  import('../components/layout/app-layout.tsx').then((module) => ({ default: module.AppLayout })),
);

/** Counsellors' and admins' page (not a student screen: no student layout). */
const StaffScreen = lazyScreen(() => import('./routes/staff.tsx'));

/** Every signed-in screen, by its path: the routes below and the preload before a first render. */
const SIGNED_IN_SCREENS = {
  [PATHS.courses]: lazyScreen(() => import('./routes/courses.tsx')),
  [PATHS.profile]: lazyScreen(() => import('./routes/profile.tsx')),
  [PATHS.registration]: lazyScreen(() => import('./routes/registration.tsx')),
  [PATHS.dashboard]: lazyScreen(() => import('./routes/dashboard.tsx')),
  [PATHS.shortlisted]: lazyScreen(() => import('./routes/shortlisted.tsx')),
  [PATHS.appliedCourses]: lazyScreen(() => import('./routes/applied-courses.tsx')),
  [PATHS.bookCounselling]: lazyScreen(() => import('./routes/book-counselling.tsx')),
  [PATHS.sessionTime]: lazyScreen(() => import('./routes/session-time.tsx')),
  [PATHS.selectTopic]: lazyScreen(() => import('./routes/select-topic.tsx')),
  [PATHS.applicationJourney]: lazyScreen(() => import('./routes/application-journey.tsx')),
  [PATHS.payment]: lazyScreen(() => import('./routes/payment.tsx')),
  [PATHS.eventSuccess]: lazyScreen(() => import('./routes/event-success.tsx')),
} as const;

/**
 * Loads the signed-in layout and the screen at `pathname` (nothing for other addresses). main.tsx waits
 * for it before the first render of a signed-in address (the build's boot script has already started
 * the downloads), so the screen renders in one pass.
 */
export async function preloadSignedInScreen(pathname: string): Promise<unknown> {
  if (pathname === PATHS.staff) return StaffScreen.preload();
  const screen = SIGNED_IN_SCREENS[pathname as keyof typeof SIGNED_IN_SCREENS];
  if (!screen) return;
  // In steps, each evaluated in a task of its own (see vite-plugins/chunk-groups.ts): the HTTP client, the
  // schemas its answers are parsed with, then the layout and the screen. One step would block the page
  // for as long as all three.
  await import('../lib/api-client.ts');
  await nextTask();
  await import('../lib/student-profile-query.ts');
  await nextTask();
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
        {/* Staff are sent to /staff, students away from it (the role comes from sign-in or the restore). */}
        <Route element={<StudentOnly />}>
          <Route element={<AppLayout screens={SCREENS} />}>
            {Object.entries(SIGNED_IN_SCREENS).map(([path, Screen]) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Route>
        </Route>
        <Route element={<StaffOnly />}>
          <Route path={PATHS.staff} element={<StaffScreen />} />
        </Route>
      </Route>
      {/* §2: any other address shows the login screen. */}
      <Route path="*" element={<LoginRoute />} />
    </Routes>
  );
}
