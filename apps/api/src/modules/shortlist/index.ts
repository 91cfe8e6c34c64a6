/**
 * The shortlist module: the courses a student considers, and whether counselling cleared them.
 * Other modules use only what this file exports (dependency-cruiser checks it in `npm run check`).
 */
export { default as shortlistRoutes } from './routes.ts';
export {
  addEntry,
  courseExists,
  findActiveEntry,
  hasCompletedCounselling,
  listItems,
} from './shortlist-repository.ts';
