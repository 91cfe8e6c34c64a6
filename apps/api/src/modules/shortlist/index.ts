/**
 * The shortlist module: the courses a student considers, and whether counselling cleared them.
 * Other modules use only what this file exports (dependency-cruiser checks it in `npm run check`).
 */

export {
  lockApplicableEntry,
  lockEntry,
  markEntryApplied,
  releaseAppliedEntry,
  setEntryStatus,
  withStatusReasons,
} from './entry-status.ts';
export { default as shortlistRoutes } from './routes.ts';
export { listItems } from './shortlist-items-read-model.ts';
export { addEntry, findActiveEntry } from './shortlist-repository.ts';
