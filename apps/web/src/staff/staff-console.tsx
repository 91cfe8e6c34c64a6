import { Route, Routes } from 'react-router';
import { lazyScreen, type TLazyScreen } from '../app/lazy-screen.ts';
import { StaffNotFound } from './components/staff-not-found.tsx';
import { STAFF_PATHS } from './lib/staff-paths.ts';
import { STAFF_SCREENS, type TStaffScreen } from './staff-screens.ts';
import { StaffShell } from './staff-shell.tsx';

/** A page's route, relative to /staff where app/router.tsx mounts the console (the queue is the index). */
function routeOf(screen: TStaffScreen & { Page: TLazyScreen<object> }) {
  const { path, Page } = screen;
  if (path === STAFF_PATHS.queue) return <Route key={path} index element={<Page />} />;
  return <Route key={path} path={path.slice(`${STAFF_PATHS.queue}/`.length)} element={<Page />} />;
}

const PAGES = STAFF_SCREENS.map((screen) => ({ ...screen, Page: lazyScreen(screen.page) }));

/**
 * The staff console under /staff/*, for counsellors and admins (StaffOnly in app/router.tsx): the pages of
 * staff-screens.ts, framed or not, and "not found" inside the frame for any other address.
 */
export default function StaffConsole() {
  return (
    <Routes>
      {PAGES.filter((page) => !page.isFramed).map(routeOf)}
      <Route element={<StaffShell />}>
        {PAGES.filter((page) => page.isFramed).map(routeOf)}
        <Route path="*" element={<StaffNotFound />} />
      </Route>
    </Routes>
  );
}
