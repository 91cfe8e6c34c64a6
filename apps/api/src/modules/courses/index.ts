/**
 * The courses module: the catalogue (universities, courses, intakes, event days), its listings. Other modules use only what this
 * file exports (dependency-cruiser checks it in `npm run check`).
 */

export { courseExists, courseExistsOf, isIntakeOffered } from './catalogue-lookups.ts';
export { CATALOGUE_CHANNEL } from './catalogue-pages.ts';
export { toCourse } from './course-mapper.ts';
export { findEventByCode, findEventIdByCode, type TStoredEvent } from './event-days.ts';
export { containsPattern } from './listing/index.ts';
export { default as coursesRoutes } from './routes.ts';
