/** Query keys of the counselling calls: one root, so a booking change refreshes every view of it. */
export const COUNSELLING_KEYS = {
  all: ['counselling'] as const,
  /** GET /api/counselling/slots for every day. */
  allSlots: () => [...COUNSELLING_KEYS.all, 'slots'] as const,
  /** GET /api/counselling/slots?date= */
  slots: (date: string) => [...COUNSELLING_KEYS.allSlots(), date] as const,
  /** GET /api/counselling/booking */
  booking: () => [...COUNSELLING_KEYS.all, 'booking'] as const,
  /** POST, PUT and DELETE /api/counselling/booking (one at a time per screen). */
  change: () => [...COUNSELLING_KEYS.all, 'change'] as const,
};
