/**
 * The documents module: a student's documents and their versions. It offers other modules nothing
 * but its routes (dependency-cruiser checks it in `npm run check`).
 */
export { default as documentsRoutes } from './routes.ts';
