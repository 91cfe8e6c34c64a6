import type { TDashboardCardView } from '@portal/contract';

/** Counselling is booked by the cards' student-wide flags; a session that took place (completed) counts. */
export const isCounsellingBookedIn = (cards: readonly TDashboardCardView[]) =>
  cards.some((card) => card.isCounsellingBooked || card.isCounsellingCompleted);

/** The student-wide flags every card carries (the same on each); what other screens need from the dashboard. */
export type TStudentProgress = {
  isCounsellingBooked: boolean;
  isCounsellingCompleted: boolean;
  isPaymentCompleted: boolean;
};

export function studentProgressOf(cards: readonly TDashboardCardView[]): TStudentProgress {
  const [card] = cards;
  return {
    isCounsellingBooked: card?.isCounsellingBooked ?? false,
    isCounsellingCompleted: card?.isCounsellingCompleted ?? false,
    isPaymentCompleted: card?.isPaymentCompleted ?? false,
  };
}
