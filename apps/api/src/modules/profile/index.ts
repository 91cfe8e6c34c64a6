/**
 * The profile module: the student's profile, its progress and photo. Other modules use only what
 * this file exports (dependency-cruiser checks it in `npm run check`).
 */

export { cleanPhoto, decodePhoto, detectImageType } from './photo.ts';
export { prefillAcademicRows } from './prefill-academic-rows.ts';
export { profileGapsOfRecord, toStudentProfile } from './profile-mapper.ts';
export {
  findProfileRecord,
  profileRecordColumns,
  profileRecordJoin,
  type TProfileRecord,
  toProfileRecord,
} from './profile-record-read-model.ts';
export { createEmptyProfile, fullNameIfBlankStatement } from './profile-repository.ts';
export { progressDocumentsOf, toProgressDocuments } from './progress-documents-read-model.ts';
export { default as profileRoutes } from './routes.ts';
