/** The health module: GET /api/health (readiness) and /api/health/live (liveness), and the readiness check
 * itself for server.ts's health port. */
export { createReadiness } from './readiness.ts';
export { default as healthRoutes } from './routes.ts';
