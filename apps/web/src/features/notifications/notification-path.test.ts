import { describe, expect, it } from 'vitest';
import { notificationPathOf, studentPathOf } from './notification-path.ts';

describe('studentPathOf (where a notification leads in the student app)', () => {
  it.each([
    [{ screen: 'PROFILE_DOCUMENT', documentType: 'SSC' }, '/profile?document=SSC'],
    [{ screen: 'APPLICATION', applicationId: 7 }, '/application-journey?applicationId=7&step=0'],
    [
      { screen: 'APPLICATION', applicationId: 7, offer: 'CONDITIONAL' },
      '/application-journey?applicationId=7&step=2',
    ],
    [
      { screen: 'APPLICATION', applicationId: 7, offer: 'UNCONDITIONAL' },
      '/application-journey?applicationId=7&step=3',
    ],
    [{ screen: 'CONDITIONAL_DOCUMENTS', applicationId: 7 }, '/application-journey?applicationId=7&step=2'],
    [{ screen: 'POST_OFFER', applicationId: 7, stage: 'VISA' }, '/post-offer?application=7&stage=VISA'],
    [{ screen: 'POST_OFFER', applicationId: 7, stage: 'DONE' }, '/post-offer?application=7'],
    [{ screen: 'POST_OFFER', applicationId: 7 }, '/post-offer?application=7'],
    [{ screen: 'COUNSELLING' }, '/select-topic'],
    [{ screen: 'PAYMENTS' }, '/fees-and-finance'],
    [{ screen: 'STAFF_STUDENT', studentId: 4 }, '/notifications'],
  ] as const)('%o → %s', (target, path) => {
    expect(studentPathOf(target)).toBe(path);
  });

  it('one notification opens at /notifications/{id}', () => {
    expect(notificationPathOf('0b7e…')).toBe('/notifications/0b7e%E2%80%A6');
  });
});
