/**
 * The staff module: the staff console's calls and the staff:create command. Other modules use only
 * what this file exports (dependency-cruiser checks it in `npm run check`).
 */
export { default as staffRoutes } from './routes.ts';
export { StaffAccountRefusal, saveStaffAccount, type TStaffAccountResult } from './staff-account-service.ts';
