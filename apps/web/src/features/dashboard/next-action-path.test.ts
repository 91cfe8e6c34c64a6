import type { TNextActionTarget } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { nextActionPathOf } from './next-action-path.ts';

/** Every place "what to do next" can lead, with the address the page reads it from. */
const ROWS: [TNextActionTarget, string][] = [
  [{ page: 'PROFILE', section: null, documentType: 'SSC' }, '/profile?document=SSC'],
  [{ page: 'PROFILE', section: 'contact', documentType: 'PASSPORT' }, '/profile?document=PASSPORT'],
  [{ page: 'PROFILE', section: 'contact', documentType: null }, '/profile?section=contact'],
  [{ page: 'PROFILE', section: null, documentType: null }, '/profile'],
  [{ page: 'BOOK_COUNSELLING' }, '/book-counselling'],
  [{ page: 'COUNSELLING_SESSION' }, '/select-topic'],
  [{ page: 'PAYMENT' }, '/payment'],
  [{ page: 'COURSES' }, '/courses'],
  [{ page: 'SHORTLISTED' }, '/shortlisted'],
  [{ page: 'APPLICATION_JOURNEY', applicationId: 3, step: 2 }, '/application-journey?applicationId=3&step=2'],
  [{ page: 'POST_OFFER', applicationId: 7, stage: 'DEPOSIT' }, '/post-offer?application=7&stage=DEPOSIT'],
];

describe('nextActionPathOf', () => {
  it.each(ROWS)('%o → %s', (target, path) => {
    expect(nextActionPathOf(target)).toBe(path);
  });
});
