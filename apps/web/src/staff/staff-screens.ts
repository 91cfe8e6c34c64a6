import type { ComponentType } from 'react';
import { STAFF_PATHS } from './lib/staff-paths.ts';

/** A page module's exports, narrowed to the one component the row names. */
type TPageModule<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M];

/**
 * One lazy page: its module is a chunk of its own, loaded on the first visit ('Please wait..' meanwhile).
 * The import() is written out in each row so that the build splits there.
 */
const page =
  <M>(load: () => Promise<M>, name: TPageModule<M>) =>
  () =>
    load().then((module) => ({ default: module[name] as ComponentType }));

export type TStaffScreen = {
  /** Its address from STAFF_PATHS (with a parameter: its React Router pattern, e.g. ':studentId'). */
  path: string;
  page: () => Promise<{ default: ComponentType }>;
  /** '{title} | Staff console', set by the frame for this address (a page may set a better one). */
  title: string;
  /** Inside the console's frame (sections, who is signed in, Logout); the receipt prints without it. */
  isFramed: boolean;
  /** Its link among the frame's sections, in this order: for every staff member or for admins only. */
  section?: 'everyone' | 'admins';
  /** The link's words when shorter than the title (the frame's row of links fits at 1440 px). */
  linkLabel?: string;
};

/**
 * Every page of the staff console, in one table: staff-console.tsx makes the routes under /staff of it,
 * the frame its sections and titles. Adding a page is one row here (apps/web/README.md, "Staff console
 * wing"); app/router.tsx sends every /staff address to staff-console.tsx.
 */
export const STAFF_SCREENS: readonly TStaffScreen[] = [
  {
    path: STAFF_PATHS.queue,
    page: page(() => import('./features/queue/components/queue-page.tsx'), 'QueuePage'),
    title: 'Work queue',
    isFramed: true,
    section: 'everyone',
  },
  {
    path: STAFF_PATHS.students,
    page: page(() => import('./features/students/components/students-page.tsx'), 'StudentsPage'),
    title: 'Students',
    isFramed: true,
    section: 'everyone',
  },
  {
    path: STAFF_PATHS.student(':studentId'),
    page: page(() => import('./pages/student-page.tsx'), 'StaffStudentPage'),
    // Until the page knows the student's name.
    title: 'Student',
    isFramed: true,
  },
  {
    path: STAFF_PATHS.applications,
    page: page(() => import('./features/board/components/board-page.tsx'), 'BoardPage'),
    title: 'Applications',
    isFramed: true,
    section: 'everyone',
  },
  {
    path: STAFF_PATHS.audit,
    page: page(() => import('./features/audit/components/audit-page.tsx'), 'AuditPage'),
    title: 'Audit',
    isFramed: true,
    section: 'everyone',
  },
  {
    path: STAFF_PATHS.notificationSettings,
    page: page(
      () => import('./features/notification-settings/components/notification-settings-page.tsx'),
      'StaffNotificationSettingsPage',
    ),
    // Reached from the notification centre (the bell's "See all"): a link in the frame would wrap it to two rows.
    title: 'Notification settings',
    isFramed: true,
  },
  {
    path: STAFF_PATHS.contactCard,
    page: page(() => import('./features/contact-card/components/contact-card-page.tsx'), 'ContactCardPage'),
    title: 'My contact card',
    isFramed: true,
    section: 'everyone',
    linkLabel: 'My card',
  },
  {
    path: STAFF_PATHS.team,
    page: page(() => import('./features/team/components/team-page.tsx'), 'TeamPage'),
    title: 'Team',
    isFramed: true,
    section: 'admins',
  },
  {
    path: STAFF_PATHS.notificationQueue,
    page: page(
      () => import('./features/notification-queue/components/notification-queue-page.tsx'),
      'NotificationQueuePage',
    ),
    title: 'Notification delivery',
    isFramed: true,
    section: 'admins',
    linkLabel: 'Delivery',
  },
  {
    path: STAFF_PATHS.notifications,
    page: page(
      () => import('./features/notifications/components/staff-notifications-page.tsx'),
      'StaffNotificationsPage',
    ),
    // Reached by the bell ("See all"), not a section of the frame.
    title: 'Notifications',
    isFramed: true,
  },
  {
    path: STAFF_PATHS.notification(':notificationId'),
    page: page(
      () => import('./features/notifications/components/staff-notification-opener-page.tsx'),
      'StaffNotificationOpenerPage',
    ),
    title: 'Notification',
    isFramed: true,
  },
  {
    path: STAFF_PATHS.receipt(':paymentId'),
    page: page(() => import('./features/student/components/receipt-page.tsx'), 'ReceiptPage'),
    // The page sets its own ('Payment receipt | Staff console').
    title: 'Payment receipt',
    isFramed: false,
  },
];
