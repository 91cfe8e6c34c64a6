/** Words of the dashboard screen that are ours (the spec quotes only the card titles, subtitles and links). */
export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  greeting: (name: string) => (name ? `Welcome back, ${name}!` : 'Welcome back!'),
  intro: 'Everything about your study-abroad journey, in one place.',
  /** §2: 'N Applied'. */
  appliedCount: (count: number) => `${count} Applied`,
  noApplication: 'No course applied yet',
  applicationProgress: 'Application progress',
  sessionAt: 'Your session',
  loading: 'Loading your dashboard',
  loadFailed: 'Your dashboard could not be loaded.',
  retry: 'Try again',
} as const;
