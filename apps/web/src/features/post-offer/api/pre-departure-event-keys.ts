/** Query and mutation keys of the pre-departure events: one root, refreshed together. */
export const PRE_DEPARTURE_EVENT_KEYS = {
  all: ['pre-departure-events'] as const,
  /** GET /api/student/pre-departure/events. */
  list: () => [...PRE_DEPARTURE_EVENT_KEYS.all, 'list'] as const,
  /** POST /api/student/events/{eventId}/registration. */
  register: (eventId: number) => [...PRE_DEPARTURE_EVENT_KEYS.all, 'register', eventId] as const,
  /** POST /api/student/events/{eventId}/feedback. */
  feedback: (eventId: number) => [...PRE_DEPARTURE_EVENT_KEYS.all, 'feedback', eventId] as const,
};
