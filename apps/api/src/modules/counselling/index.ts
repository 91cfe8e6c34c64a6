/**
 * The counselling module: topics, slots and bookings. Other modules use only what this file exports
 * (dependency-cruiser checks it in `npm run check`).
 */
export { daysBetween, indiaNow, toIsoTime } from './counselling-calendar.ts';
export {
  completeBookedSession,
  completedSessionsOf,
  findCompletionNote,
  findLatestBooking,
  hasCompletedCounselling,
  toBooking,
} from './counselling-repository.ts';
export { default as counsellingRoutes } from './routes.ts';
export { noticeSessionCompleted } from './session-notices.ts';
export { sessionSeriesOf, type TSessionSeries } from './session-series.ts';
