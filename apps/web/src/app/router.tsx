import { Route, Routes } from 'react-router';
import type { TScreen } from '../components/layout/app-layout.tsx';
import { PATHS } from '../lib/paths.ts';
// The staff console's one registration point: its addresses and (lazily) its module.
import { isStaffPath } from '../staff/lib/staff-paths.ts';
import type { TRouterImports } from './first-load.ts';
import { RequireAuth } from './guards/require-auth.tsx';
import { StaffOnly, StudentOnly } from './guards/require-role.tsx';
import { lazyScreen, type TLazyScreen } from './lazy-screen.ts';
import { nextTask } from './next-task.ts';
// The sign-in screen is the first paint of most visits: in the entry chunk, not a lazy one.
import LoginRoute from './routes/login.tsx';
import { SIGNED_IN_SCREENS } from './signed-in-screens.ts';

/**
 * The first-load modules this file imports, each named as first-load.ts lists it (TRouterImports keeps
 * the names and their order in step with the list; first-load.test.ts checks each loads what it names).
 */
export const FIRST_LOAD_IMPORTS = {
  steps: [
    ['lib/api-client.ts', () => import('../lib/api-client.ts')],
    ['lib/student-profile-query.ts', () => import('../lib/student-profile-query.ts')],
  ],
  layout: ['app/signed-in-layout.tsx', () => import('./signed-in-layout.tsx')],
  staff: ['staff/staff-console.tsx', () => import('../staff/staff-console.tsx')],
  routes: ['app/route-loaders.ts', () => import('./route-loaders.ts')],
} as const satisfies TRouterImports;

/** A screen's lazy component, by its route as signed-in-screens.ts names it (route-loaders.ts loads it). */
function lazyRoute(route: string): TLazyScreen<object> {
  return lazyScreen(() => FIRST_LOAD_IMPORTS.routes[1]().then((loaders) => loaders.loadRoute(route)));
}

// The signed-in shell (header, menu) and every signed-in screen are chunks of their own, loaded on
// first visit ('Please wait..' meanwhile).
const AppLayout = lazyScreen(() =>
  FIRST_LOAD_IMPORTS.layout[1]().then((module) => ({ default: module.SignedInLayout })),
);

/** The staff console (not a student screen: no student layout); it routes its own pages (staff/staff-screens.ts). */
const StaffScreen = lazyScreen(FIRST_LOAD_IMPORTS.staff[1]);

/** Every signed-in screen (signed-in-screens.ts), by its path: the routes below and the preload. */
const LAZY_SCREENS = new Map<string, TLazyScreen<object>>(
  SIGNED_IN_SCREENS.map((screen) => [screen.path, lazyRoute(screen.route)]),
);

/** Each signed-in screen's document title, and whether it shows §2's progress bar at 60. */
export const SCREENS: Readonly<Record<string, TScreen>> = Object.fromEntries(
  SIGNED_IN_SCREENS.map(({ path, title, hasProgress }) => [path, { title, hasProgress }]),
);

/**
 * Loads the signed-in layout and the screen at `pathname` (nothing for other addresses). main.tsx waits
 * for it before the first render of a signed-in address (the build's boot script has already started
 * the downloads), so the screen renders in one pass.
 */
export async function preloadSignedInScreen(pathname: string): Promise<unknown> {
  const isStaff = isStaffPath(pathname);
  const screen = isStaff ? StaffScreen : LAZY_SCREENS.get(pathname);
  if (!screen) return;
  // In steps, each evaluated in a task of its own (first-load.ts): the HTTP client, the schemas its
  // answers are parsed with, then the layout and the screen (or the staff console). One step would block
  // the page for as long as all three.
  for (const [, load] of FIRST_LOAD_IMPORTS.steps) {
    await load();
    await nextTask();
  }
  // The console has no student layout; it imports the same first steps (one task of them all measured
  // 300–770 ms on a busy 2-core host).
  if (isStaff) return screen.preload();
  return Promise.all([AppLayout.preload(), screen.preload()]);
}

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
            {[...LAZY_SCREENS].map(([path, Screen]) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Route>
        </Route>
        <Route element={<StaffOnly />}>
          <Route path={`${PATHS.staff}/*`} element={<StaffScreen />} />
        </Route>
      </Route>
      {/* §2: any other address shows the login screen. */}
      <Route path="*" element={<LoginRoute />} />
    </Routes>
  );
}
