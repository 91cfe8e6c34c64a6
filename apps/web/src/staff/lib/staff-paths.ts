/**
 * The staff console's addresses (issue 14; not in the spec, which has no staff screens). Features link
 * with these; only app/routes/staff.tsx maps them to pages.
 */
export const STAFF_PATHS = {
  queue: '/staff',
  students: '/staff/students',
  student: (studentId: number) => `/staff/students/${studentId}`,
  applications: '/staff/applications',
  team: '/staff/team',
  audit: '/staff/audit',
  receipt: (paymentId: number) => `/staff/receipts/${paymentId}`,
} as const;

/** Whether an address belongs to the console (the router and the preload send these to it). */
export const isStaffPath = (pathname: string) =>
  pathname === STAFF_PATHS.queue || pathname.startsWith('/staff/');
