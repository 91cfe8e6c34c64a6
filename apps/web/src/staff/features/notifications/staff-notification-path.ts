import type { TNotificationTarget } from '@portal/contract';
import { STAFF_PATHS } from '../../lib/staff-paths.ts';

/** The student page's section a target names, by the page's section ids ("journey" is in Applications). */
const SECTION_ANCHORS = {
  documents: 'documents',
  applications: 'applications',
  sessions: 'counselling',
  payments: 'payments',
  journey: 'applications',
  messages: 'messages',
} as const;

/**
 * Where a notification leads in the console: the student's page, at the named section (the page scrolls
 * to and focuses a `#section`). Student targets never reach staff; they lead to the centre.
 */
export function staffPathOf(target: TNotificationTarget): string {
  switch (target.screen) {
    case 'STAFF_STUDENT': {
      const page = STAFF_PATHS.student(target.studentId);
      return target.section ? `${page}#${SECTION_ANCHORS[target.section]}` : page;
    }
    case 'PROFILE_DOCUMENT':
    case 'APPLICATION':
    case 'CONDITIONAL_DOCUMENTS':
    case 'POST_OFFER':
    case 'COUNSELLING':
    case 'PAYMENTS':
    case 'MESSAGES':
      return STAFF_PATHS.notifications;
    default: {
      const unknown: never = target;
      return unknown;
    }
  }
}
