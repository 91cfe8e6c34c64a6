/**
 * The courses module: the catalogue, its listings and intakes. Other modules use only what this
 * file exports (dependency-cruiser checks it in `npm run check`).
 */
export { toCourse } from './course-mapper.ts';
export { containsPattern } from './listing/index.ts';
export { default as coursesRoutes } from './routes.ts';
