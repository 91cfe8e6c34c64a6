/**
 * The applications module: applications, their documents and offers, and the staff calls that move
 * them. It offers other modules nothing but its routes (dependency-cruiser checks it in `npm run check`).
 */
export { default as applicationsRoutes } from './routes.ts';
