import { describe, expect, it } from 'vitest';
import { cardTargetOf } from './card-target.ts';
import { makeCards } from './dashboard-fixtures.ts';

const targetsOf =
  (...args: Parameters<typeof makeCards>) =>
  (isEvent: boolean) =>
    Object.fromEntries(makeCards(...args).map((card) => [card.title, cardTargetOf(card, isEvent)]));

describe('cardTargetOf (§2 Click targets)', () => {
  it('sends each card where §2 says (counselling booked)', () => {
    expect(targetsOf({ isCounsellingBooked: true })(false)).toEqual({
      'Profile Status': '/profile',
      Counselling: '/select-topic',
      Shortlisted: '/shortlisted',
      'Fees & Finance': '/payment',
      'Applied Courses': null,
      Interviews: null,
      CAS: null,
      VISA: null,
      'Pre-Departure': null,
    });
  });

  it('sends an unbooked student from Counselling to /book-counselling', () => {
    expect(targetsOf({ isCounsellingBooked: false })(false).Counselling).toBe('/book-counselling');
  });

  it('does not navigate from Counselling for event users, booked or not', () => {
    expect(targetsOf({ isCounsellingBooked: true })(true).Counselling).toBeNull();
    expect(targetsOf({ isCounsellingBooked: false })(true).Counselling).toBeNull();
    expect(targetsOf({ isCounsellingBooked: false })(true)['Profile Status']).toBe('/profile');
  });
});
