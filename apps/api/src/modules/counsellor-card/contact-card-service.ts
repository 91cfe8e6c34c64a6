import {
  COUNSELLOR_CARD_AUDIT_ACTIONS,
  type TContactCard,
  type TContactCardInput,
  type TWorkDay,
  WORK_DAYS,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import type { TFileStorage } from '../../plugins/storage.ts';
import { recordAudit } from '../audit/index.ts';
import { cleanPhoto, decodePhoto } from '../profile/index.ts';
import {
  findContactCard,
  lockContactCard,
  saveContactCardRow,
  type TContactCardRow,
  type TContactCardValues,
} from './contact-card-repository.ts';
import { photoDataUrl } from './photo-url.ts';

export type TContactCardDeps = {
  db: TDb;
  storage: TFileStorage;
  clock: { now: () => Date };
  log: { warn: (details: object, message: string) => void };
};

const workDaysOf = (days: readonly string[]): TWorkDay[] => WORK_DAYS.filter((day) => days.includes(day));

async function toContactCard(storage: TFileStorage, row: TContactCardRow | undefined): Promise<TContactCard> {
  return {
    showSignInNumber: row?.showSignInNumber ?? false,
    displayPhone: row?.displayPhone ?? null,
    whatsappNumber: row?.whatsappNumber ?? null,
    workingDays: workDaysOf(row?.workingDays ?? []),
    hoursFrom: row?.hoursFrom ?? null,
    hoursTo: row?.hoursTo ?? null,
    meetingLink: row?.meetingLink ?? null,
    photoUrl: await photoDataUrl(storage, row?.photoKey ?? null),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** GET /api/staff/me/contact-card: the caller's own card; an empty one until first saved. */
export async function getOwnContactCard(
  deps: Pick<TContactCardDeps, 'db' | 'storage'>,
  staff: TSessionUser,
): Promise<TContactCard> {
  return toContactCard(deps.storage, await findContactCard(deps.db, staff.id));
}

/** What the audit entry keeps of a card: its fields, and whether it has a photo (never its bytes). */
const auditedOf = (values: TContactCardValues | undefined) =>
  values && {
    showSignInNumber: values.showSignInNumber,
    displayPhone: values.displayPhone,
    whatsappNumber: values.whatsappNumber,
    workingDays: values.workingDays,
    hoursFrom: values.hoursFrom,
    hoursTo: values.hoursTo,
    meetingLink: values.meetingLink,
    hasPhoto: values.photoKey !== null,
  };

/**
 * PUT /api/staff/me/contact-card: replaces the caller's card (the body already passed every rule of
 * ZContactCardBody). A new photo passes the profile photo's checks and is stored before the
 * transaction; the row and its audit entry (STAFF_CONTACT_CARD_CHANGED) commit together; a replaced
 * photo's file is removed after the commit. A save that changes nothing writes and records nothing.
 */
export async function saveOwnContactCard(
  deps: TContactCardDeps,
  staff: TSessionUser,
  input: TContactCardInput,
): Promise<TContactCard> {
  const newPhotoKey = input.photo ? await deps.storage.put(await cleanPhoto(decodePhoto(input.photo))) : null;
  let result: { row: TContactCardRow | undefined; dropKey: string | null };
  try {
    result = await deps.db.transaction(async (tx) => {
      const before = await lockContactCard(tx, staff.id);
      const beforePhoto = before?.photoKey ?? null;
      const values: TContactCardValues = {
        showSignInNumber: input.showSignInNumber,
        displayPhone: input.displayPhone,
        whatsappNumber: input.whatsappNumber,
        workingDays: workDaysOf(input.workingDays),
        hoursFrom: input.workingDays.length > 0 ? input.hoursFrom : null,
        hoursTo: input.workingDays.length > 0 ? input.hoursTo : null,
        meetingLink: input.meetingLink,
        photoKey: input.photo === undefined ? beforePhoto : newPhotoKey,
      };
      const beforeAudit = auditedOf(before);
      const isUnchanged =
        input.photo === undefined || (input.photo === null && beforePhoto === null)
          ? JSON.stringify(beforeAudit) === JSON.stringify(auditedOf(values))
          : false;
      if (isUnchanged) return { row: before, dropKey: null };
      const row = await saveContactCardRow(tx, staff.id, values, deps.clock.now());
      await recordAudit(tx, {
        actor: staff,
        studentId: null,
        action: COUNSELLOR_CARD_AUDIT_ACTIONS.contactCardChanged,
        entityType: 'STAFF_ACCOUNT',
        entityId: staff.id,
        before: beforeAudit ?? null,
        after: { ...auditedOf(values), photoReplaced: Boolean(input.photo) },
      });
      return { row, dropKey: input.photo === undefined ? null : beforePhoto };
    });
  } catch (error) {
    if (newPhotoKey) await deps.storage.remove(newPhotoKey).catch(() => {});
    throw error;
  }
  if (result.dropKey) {
    await deps.storage.remove(result.dropKey).catch((err: unknown) => {
      deps.log.warn({ err, staffId: staff.id }, 'could not remove the replaced contact card photo');
    });
  }
  return toContactCard(deps.storage, result.row);
}
