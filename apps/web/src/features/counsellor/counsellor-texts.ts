/** The words of the student's counsellor screens (the card's own are in components/counsellor). */
export const COUNSELLOR_TEXTS = {
  pageTitle: 'Your counsellor',
  pageIntro: 'Call, WhatsApp or write to your counsellor. Times are India time (IST).',
  loading: 'Loading your counsellor',
  loadFailed: 'Your counsellor could not be loaded.',
  retry: 'Try again',
  openPage: 'Messages and details',
} as const;
