import {
  joinRulePath,
  makeStudentProfileUpdateSchema,
  PROFILE_MESSAGES,
  STAFF_ACCOUNT_MESSAGES,
  STAFF_MESSAGES,
  type TMessageResponse,
  type TPhotoResponse,
  type TPhotoUpload,
  type TStudentProfile,
  type TStudentProfileUpdate,
  toIsoDate,
  yearOfIsoDate,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import type { TFileStorage } from '../../plugins/storage.ts';
import { checkPhotoUploadQuota } from '../files/index.ts';
import { findStudentAccount } from '../students/index.ts';
import { cleanPhoto, decodePhoto, detectImageType } from './photo.ts';
import { toProfileChanges } from './profile-changes.ts';
import { toStudentProfile } from './profile-mapper.ts';
import { findProfileRecord } from './profile-record-read-model.ts';
import { findPhotoKey, replacePhotoKey } from './profile-repository.ts';
import { writeProfile } from './profile-write.ts';

/** The profile rules; every call acts on `studentId`, which routes take from the token only. */
export type TProfileDeps = {
  db: TDb;
  storage: TFileStorage;
  clock: { now: () => Date };
  /** The app's logger (pino), as far as the service uses it. */
  log: { warn: (details: object, message: string) => void };
};

export async function getProfile(db: TDb, studentId: number): Promise<TStudentProfile> {
  const record = await findProfileRecord(db, studentId);
  if (!record) throw notFound('Profile not found.');
  return toStudentProfile(record);
}

/**
 * The update's schema for one day, made once per day: each schema zod makes is compiled on its first
 * parse (~0.5 ms), which a schema made per request paid on every write.
 */
let updateSchema: { today: string; schema: ReturnType<typeof makeStudentProfileUpdateSchema> } | undefined;
function updateSchemaFor(today: string) {
  if (updateSchema?.today !== today)
    updateSchema = { today, schema: makeStudentProfileUpdateSchema(() => today) };
  return updateSchema.schema;
}

/**
 * Checks every §5 rule before writing anything; the first broken rule is the debug message. Students
 * only: staff have no student profile, and the full name would rename the account their audit
 * entries show (only an admin changes a staff name).
 */
export async function updateProfile(
  deps: Pick<TProfileDeps, 'db' | 'clock'>,
  user: Pick<TSessionUser, 'id' | 'role'>,
  body: TStudentProfileUpdate,
): Promise<TStudentProfile> {
  if (user.role !== 'STUDENT') throw forbidden(STAFF_ACCOUNT_MESSAGES.staffCannotRename);
  const studentId = user.id;
  const today = toIsoDate(deps.clock.now());
  const result = updateSchemaFor(today).safeParse(body);
  if (!result.success) {
    const errors = result.error.issues.map((issue) => ({
      path: joinRulePath(issue.path),
      message: issue.message,
    }));
    throw badRequest(errors[0]?.message ?? 'The profile is not valid.', errors);
  }
  const { changes, accountName } = toProfileChanges(result.data, yearOfIsoDate(today));
  const record = await writeProfile(deps.db, studentId, changes, accountName);
  if (!record) throw notFound('Profile not found.');
  return toStudentProfile(record);
}

/** Stores the new photo first, then swaps the key, then removes the old file (best effort). */
export async function uploadPhoto(
  deps: TProfileDeps,
  studentId: number,
  upload: TPhotoUpload,
): Promise<TMessageResponse> {
  const photo = decodePhoto(upload);
  const key = await deps.storage.put(await cleanPhoto(photo));
  let previousKey: string | null;
  try {
    previousKey = await deps.db.transaction(async (tx) => {
      // The same per-minute upload quota as documents, counted in the database (429 past it).
      await checkPhotoUploadQuota(tx, { studentId, now: deps.clock.now() });
      return replacePhotoKey(tx, studentId, key);
    });
  } catch (error) {
    await deps.storage.remove(key).catch(() => {});
    throw error;
  }
  if (previousKey && previousKey !== key) {
    await deps.storage.remove(previousKey).catch((err: unknown) => {
      deps.log.warn({ err, studentId }, 'could not remove the replaced profile photo');
    });
  }
  return { message: PROFILE_MESSAGES.photoUploaded };
}

export async function downloadPhoto(
  deps: Pick<TProfileDeps, 'db' | 'storage'>,
  studentId: number,
): Promise<TPhotoResponse> {
  const key = await findPhotoKey(deps.db, studentId);
  if (!key) throw notFound(PROFILE_MESSAGES.photoMissing);
  let bytes: Buffer;
  try {
    bytes = await deps.storage.get(key);
  } catch (error) {
    // The row points at a file that is gone (e.g. a restored database): same as no photo.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(PROFILE_MESSAGES.photoMissing);
    throw error;
  }
  return { contentType: detectImageType(bytes) ?? 'image/png', base64String: bytes.toString('base64') };
}

/** The photo of a student named by staff; 404 for an id that is no student's, as for a missing photo. */
export async function downloadStudentPhoto(
  deps: Pick<TProfileDeps, 'db' | 'storage'>,
  studentId: number,
): Promise<TPhotoResponse> {
  if (!(await findStudentAccount(deps.db, studentId))) throw notFound(STAFF_MESSAGES.studentNotFound);
  return downloadPhoto(deps, studentId);
}
