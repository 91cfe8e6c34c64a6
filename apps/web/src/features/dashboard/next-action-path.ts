import type { TNextActionTarget } from '@portal/contract';
import { journeyPathOf } from '../../lib/journey-link.ts';
import { PATHS } from '../../lib/paths.ts';
import { postOfferPathOf } from '../../lib/post-offer-link.ts';
import { profilePathOf } from '../../lib/profile-link.ts';

/**
 * Where "what to do next" leads: the server names the place (a page, and what on it), the app its
 * address. The query parameters are the ones the pages read: My Profile ?document= / ?section=, the
 * journey ?applicationId=&step=, the post-offer screen ?application=&stage=.
 */
export function nextActionPathOf(target: TNextActionTarget): string {
  switch (target.page) {
    case 'PROFILE':
      return profilePathOf(target);
    case 'BOOK_COUNSELLING':
      return PATHS.bookCounselling;
    case 'COUNSELLING_SESSION':
      return PATHS.selectTopic;
    case 'PAYMENT':
      return PATHS.payment;
    case 'COURSES':
      return PATHS.courses;
    case 'SHORTLISTED':
      return PATHS.shortlisted;
    case 'APPLICATION_JOURNEY':
      return journeyPathOf(target.applicationId, target.step);
    case 'POST_OFFER':
      return postOfferPathOf(target.applicationId, target.stage);
  }
}
