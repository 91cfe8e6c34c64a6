/**
 * The students module: every account (students and staff: the users table), enrollments and the
 * legacy student calls; it owns users, enrollments and assignment_cursor. Other modules use only
 * what this file exports (dependency-cruiser checks it in `npm run check`).
 */

export {
  enrollmentToFileUnderOf,
  findEnrollmentBudget,
  latestEnrollmentBudgetOf,
  lockStudent,
  markEventUser,
  renameAccountStatement,
  renameStaffAccount,
  saveEnrollmentAnswers,
} from './account-changes.ts';
export { default as studentsRoutes } from './routes.ts';
export {
  countAssignedStudents,
  findActiveStaffLocked,
  findStaff,
  listStaff,
  lockActiveCounsellorsExcept,
  lockForStaffChange,
  lockStudentAssignment,
  lockStudentsAssignedTo,
  moveStudentsTo,
  setAssignedCounsellor,
  toAccount,
  toMember,
  updateStaff,
} from './staff-account-repository.ts';
export { findPeople, findStudentAccount } from './student-account-lookup.ts';
export {
  findAccount,
  findAccountByMobile,
  findLatestEnrollmentId,
  openAccount,
  resolveEnrollmentId,
  resolveStudentId,
  type TAccount,
  type TOnStudentOpened,
} from './student-accounts.ts';
export { refreshStudentStage } from './student-stage.ts';
