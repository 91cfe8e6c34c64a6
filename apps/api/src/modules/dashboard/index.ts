/**
 * The dashboard module: the student's nine cards. It offers other modules nothing but its routes
 * (dependency-cruiser checks it in `npm run check`).
 */
export { default as dashboardRoutes } from './routes.ts';
