import type { TRole } from '@portal/contract';

/** Texts of the staff page (the spec has no staff screens; the staff console is a later issue). */
export const STAFF_TEXTS = {
  documentTitle: 'Staff console | Study Abroad Portal',
  title: 'Staff console',
  comingSoon: 'The staff console is coming soon.',
  meanwhile:
    'Until then, counsellors and admins work through the API: students, their documents, expert ' +
    'choices, counselling, payments and applications are all described in the API reference.',
  apiReference: 'API reference',
  logout: 'Logout',
  signedInAs: (name: string, role: TRole | null) =>
    `Signed in as ${name.trim() || 'staff'}${role ? ` (${ROLE_LABELS[role]})` : ''}`,
} as const;

const ROLE_LABELS: Record<TRole, string> = { STUDENT: 'student', COUNSELLOR: 'counsellor', ADMIN: 'admin' };

/** Served by the API (apps/api/src/plugins/swagger.ts), outside the app's router. */
export const API_REFERENCE_HREF = '/api/docs';
