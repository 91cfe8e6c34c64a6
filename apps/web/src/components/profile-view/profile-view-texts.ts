/** Texts of the read-only profile (§2 view mode), shown to the student on /profile and to staff. */
export const PROFILE_VIEW_TEXTS = {
  notAvailable: 'Not Available',
  tenth: '10th standard',
  twelfth: '12th standard',
  record: (index: number) => `Academic record ${index + 1}`,
  noRecords: 'No other academic records yet.',
} as const;

/** The titles of the profile's sections (§2), where the student and staff see them. */
export const PROFILE_SECTION_TITLES = {
  personal: 'Personal Informations',
  contact: 'Contact Information',
  academic: 'Academic Documents',
  additional: 'Additional Documents',
} as const;

export const MARITAL_STATUS_LABELS = {
  SINGLE: 'Single',
  MARRIED: 'Married',
  DIVORCED: 'Divorced',
  WIDOWED: 'Widowed',
} as const;
