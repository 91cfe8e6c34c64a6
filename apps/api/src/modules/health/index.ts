/** The health module: GET /api/health (readiness) and /api/health/live (liveness). Only its routes. */
export { default as healthRoutes } from './routes.ts';
export { createReadiness } from './readiness.ts';
