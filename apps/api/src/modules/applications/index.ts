/**
 * The applications module: applications, their documents and offers, and the staff calls that move
 * them. It offers other modules its routes and the opt-out limits of a student's courses, which the
 * staff student page shows (dependency-cruiser checks it in `npm run check`).
 */
export { getWithdrawalLimits } from './extra-application-service.ts';
export { default as applicationsRoutes } from './routes.ts';
