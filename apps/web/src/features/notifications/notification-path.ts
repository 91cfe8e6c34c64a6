import type { TNotificationTarget } from '@portal/contract';
import { journeyPathOf } from '../../lib/journey-link.ts';
import { PATHS } from '../../lib/paths.ts';
import { postOfferPathOf } from '../../lib/post-offer-link.ts';

/** The journey's Conditional and Unconditional Offer steps (?step= is 0-based): where each offer's letter is. */
const CONDITIONAL_OFFER_STEP = 2;
const UNCONDITIONAL_OFFER_STEP = 3;

/**
 * Where a notification leads in the student app: the exact place of its target. Every screen of the
 * contract's targets has its row (the `never` below fails the build when one is added without a path).
 */
export function studentPathOf(target: TNotificationTarget): string {
  switch (target.screen) {
    case 'PROFILE_DOCUMENT':
      // The profile opens that document's slot (?document=TYPE).
      return `${PATHS.profile}?${new URLSearchParams({ document: target.documentType })}`;
    case 'APPLICATION':
      if (target.offer === 'CONDITIONAL') return journeyPathOf(target.applicationId, CONDITIONAL_OFFER_STEP);
      if (target.offer === 'UNCONDITIONAL')
        return journeyPathOf(target.applicationId, UNCONDITIONAL_OFFER_STEP);
      return journeyPathOf(target.applicationId);
    case 'CONDITIONAL_DOCUMENTS':
      return journeyPathOf(target.applicationId, CONDITIONAL_OFFER_STEP);
    case 'POST_OFFER':
      return postOfferPathOf(
        target.applicationId,
        target.stage === 'DONE' || target.stage === undefined ? undefined : target.stage,
      );
    case 'COUNSELLING':
      // Without a chosen slot, /select-topic is the student's booked session.
      return PATHS.selectTopic;
    case 'PAYMENTS':
      return PATHS.feesAndFinance;
    case 'MESSAGES':
      // The "Your counsellor" page holds the thread.
      return PATHS.counsellor;
    case 'STAFF_STUDENT':
      // A staff target never reaches a student; the centre is the safe place.
      return PATHS.notifications;
    default: {
      const unknown: never = target;
      return unknown;
    }
  }
}

/** The address of one notification (what an email links to): it opens it and goes on to its place. */
export const notificationPathOf = (notificationId: string) =>
  PATHS.notification.replace(':notificationId', encodeURIComponent(notificationId));
