/**
 * The staff-accounts module: who is signed in, the team an admin manages (add, role,
 * disable, re-enable) and the assignment of students to counsellors. It offers other modules nothing
 * but its routes. (dependency-cruiser checks that other modules use only what this file exports.)
 */
export { default as staffAccountsRoutes } from './routes.ts';
