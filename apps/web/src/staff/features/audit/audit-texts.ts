/** Texts of the console's Audit page that the contract does not hold. */
export const AUDIT_PAGE_TEXTS = {
  title: 'Audit',
  intro: 'Every change staff made, newest first, in India time.',
  staffMember: 'Staff member',
  allStaff: 'All staff',
  disabledMember: (name: string) => `${name} (disabled)`,
  action: 'Action',
  allActions: 'All actions',
  filters: 'Filter the audit',
  loading: 'Loading the audit…',
  empty: 'No changes match.',
  loadFailed: 'The audit could not be loaded.',
  tryAgain: 'Try again',
  pages: 'Audit pages',
  count: (first: number, last: number, total: number) => `Changes ${first}–${last} of ${total}`,
} as const;
