/**
 * The staff console's addresses (not in the spec, which has no staff screens). Features link with these;
 * only staff-screens.ts maps them to pages (an address with a parameter given by name, e.g.
 * `student(':studentId')`, is its route pattern).
 */
export const STAFF_PATHS = {
  queue: '/staff',
  students: '/staff/students',
  student: (studentId: number | ':studentId') => `/staff/students/${studentId}`,
  applications: '/staff/applications',
  team: '/staff/team',
  audit: '/staff/audit',
  notificationQueue: '/staff/notification-delivery',
  receipt: (paymentId: number | ':paymentId') => `/staff/receipts/${paymentId}`,
  /** The staff member's notification centre (the bell's "See all"). */
  notifications: '/staff/notifications',
  /** One notification: opens it, marks it read and goes to its place (/notifications/{id} forwards here). */
  notification: (notificationId: string) => `/staff/notifications/${notificationId}`,
  /** The staff member's own contact card: what their students see under "Your counsellor". */
  contactCard: '/staff/contact-card',
  /** Which notifications come by email, SMS or WhatsApp. */
  notificationSettings: '/staff/notification-settings',
} as const;

/** Whether an address belongs to the console (the router and the preload send these to it). */
export const isStaffPath = (pathname: string) =>
  pathname === STAFF_PATHS.queue || pathname.startsWith('/staff/');
