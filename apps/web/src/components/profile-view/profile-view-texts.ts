/** Texts of the read-only profile (§2 view mode), shown to the student on /profile and to staff. */
export const PROFILE_VIEW_TEXTS = {
  notAvailable: 'Not Available',
  tenth: '10th standard',
  twelfth: '12th standard',
  record: (index: number) => `Academic record ${index + 1}`,
  noRecords: 'No other academic records yet.',
} as const;

export const MARITAL_STATUS_LABELS = {
  SINGLE: 'Single',
  MARRIED: 'Married',
  DIVORCED: 'Divorced',
  WIDOWED: 'Widowed',
} as const;
