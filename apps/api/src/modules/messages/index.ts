/**
 * The messages module: one thread per student between the student and the consultancy. Other modules
 * use only what this file exports (dependency-cruiser checks it in `npm run check`); the staff console's
 * inbox reads the tables through its own read models.
 */
export { default as messagesRoutes } from './routes.ts';
