/**
 * The counsellor-card module: the contact card a staff member sets for their students (phones,
 * working hours, meeting link, photo) and the card a student reads of their counsellor. It offers
 * other modules nothing but its routes (dependency-cruiser checks that they use only this file).
 */
export { default as counsellorCardRoutes } from './routes.ts';
