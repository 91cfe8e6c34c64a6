/**
 * The events module: event lookup and registration, pre-departure events and their feedback. Other modules use only what this file exports
 * (dependency-cruiser checks it in `npm run check`).
 */
export { findEventId, recordEventRegistration } from './event-service.ts';
export { default as eventsRoutes } from './routes.ts';
