/**
 * The staff module: the staff console's calls and the staff:create command. Other modules use only
 * what this file exports (dependency-cruiser checks it in `npm run check`).
 */
import type { FastifyPluginAsync } from 'fastify';
import consoleRoutes from './console-routes.ts';
import exportRoutes from './export-routes.ts';
import actionRoutes from './routes.ts';

/** Every /api/staff call: the student page's actions, the console's lists and its CSV exports. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(actionRoutes);
  await app.register(consoleRoutes);
  await app.register(exportRoutes);
};
export { StaffAccountRefusal, saveStaffAccount, type TStaffAccountResult } from './staff-account-service.ts';
