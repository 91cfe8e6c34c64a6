/** The health module: GET /api/health. It offers other modules nothing but its routes. */
export { default as healthRoutes } from './routes.ts';
