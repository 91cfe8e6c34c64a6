/**
 * The students module: accounts, enrollments and the legacy student calls. Other modules use only
 * what this file exports (dependency-cruiser checks it in `npm run check`).
 */
export { default as studentsRoutes } from './routes.ts';
export {
  findAccount,
  findAccountByMobile,
  findLatestEnrollmentId,
  openAccount,
  resolveEnrollmentId,
  resolveStudentId,
  type TAccount,
} from './student-accounts.ts';
export { refreshStudentStage } from './student-stage.ts';
