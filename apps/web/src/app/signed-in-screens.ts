import { PATHS, type TPath } from '../lib/paths.ts';

/**
 * Every signed-in screen, in one table: app/router.tsx makes the routes, the preload before a first
 * render and the titles of it, and the build (vite-plugins/first-load.ts) the boot script's chunk map
 * (which chunks to preload for which address). Adding a screen is one row here (apps/web/README.md,
 * "Adding a signed-in screen"). Plain data: the Vite config reads it in Node.
 */
export type TSignedInScreen = {
  path: TPath;
  /** Its route module's name: src/app/routes/<route>.tsx, a lazy chunk (app/router.tsx imports it on first visit). */
  route: string;
  /** The document title. */
  title: string;
  /** §2: the progress bar at 60 shows on the main screens. */
  hasProgress: boolean;
};

/** The student screens, inside the signed-in layout (header, menu). */
export const SIGNED_IN_SCREENS: readonly TSignedInScreen[] = [
  { path: PATHS.courses, route: 'courses', title: 'Courses', hasProgress: true },
  { path: PATHS.profile, route: 'profile', title: 'My Profile', hasProgress: true },
  { path: PATHS.registration, route: 'registration', title: 'Registration', hasProgress: true },
  { path: PATHS.dashboard, route: 'dashboard', title: 'Dashboard', hasProgress: true },
  { path: PATHS.shortlisted, route: 'shortlisted', title: 'Shortlisted courses', hasProgress: true },
  { path: PATHS.appliedCourses, route: 'applied-courses', title: 'Applied Courses', hasProgress: false },
  {
    path: PATHS.bookCounselling,
    route: 'book-counselling',
    title: 'Book Free Counselling',
    hasProgress: true,
  },
  { path: PATHS.sessionTime, route: 'session-time', title: 'Session Time', hasProgress: true },
  { path: PATHS.selectTopic, route: 'select-topic', title: 'Select Topic', hasProgress: true },
  {
    path: PATHS.applicationJourney,
    route: 'application-journey',
    title: 'Application Journey',
    hasProgress: true,
  },
  { path: PATHS.payment, route: 'payment', title: 'Payment', hasProgress: true },
  {
    path: PATHS.feesAndFinance,
    route: 'fees-and-finance',
    title: 'Fees & Finance',
    hasProgress: false,
  },
  { path: PATHS.postOffer, route: 'post-offer', title: 'What happens next', hasProgress: false },
  { path: PATHS.preDeparture, route: 'pre-departure', title: 'Pre-departure', hasProgress: false },
  { path: PATHS.eventSuccess, route: 'event-success', title: 'Event registration', hasProgress: false },
  { path: PATHS.counsellor, route: 'counsellor', title: 'Your counsellor', hasProgress: false },
  { path: PATHS.notifications, route: 'notifications', title: 'Notifications', hasProgress: false },
  // A route pattern (React Router ranks /notifications/settings above it): what an email's link opens.
  { path: PATHS.notification, route: 'notification', title: 'Notification', hasProgress: false },
  {
    path: PATHS.notificationSettings,
    route: 'notification-settings',
    title: 'Notification settings',
    hasProgress: false,
  },
];

/**
 * The staff console at /staff/*: lazy too, but not a student screen (no layout, title or progress bar).
 * Its module registers its own pages (staff/staff-screens.ts); app/router.tsx imports it.
 */
export const STAFF_SCREEN = { path: PATHS.staff, module: 'staff/staff-console.tsx' } as const;

/** A route's module, relative to apps/web/src (how the build names modules). */
export const routeModule = (route: string) => `app/routes/${route}.tsx`;

/** The route module of a student screen's address. */
export function screenModule(path: TPath): string {
  const screen = SIGNED_IN_SCREENS.find((candidate) => candidate.path === path);
  if (!screen) throw new Error(`No signed-in screen at ${path} (app/signed-in-screens.ts)`);
  return routeModule(screen.route);
}
