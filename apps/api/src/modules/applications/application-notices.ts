import type { TApplicationStatus, TNotificationTarget, TOfferLetterKind } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { notifyStaff, type TNotifier } from '../notifications/index.ts';
import { findCourseNames } from './application-list-read-model.ts';
import type { TApplicationRow } from './application-repository.ts';

// Which notification each change of an application makes (one per real event, never two):
// - staff move the status to a non-offer status → APPLICATION_STATUS_CHANGED;
// - an offer is told once, as OFFER_LETTER_POSTED, when the offer status and its letter are both there
//   (whichever of the two staff writes comes second tells: the student can open the offer only then); a
//   status move to an offer without its letter tells nothing yet, and a letter posted before its status
//   tells nothing until the status moves; a replacement letter (another file) tells again;
// - CONDITIONAL_DOCUMENTS_REQUESTED when staff add required documents while the conditional offer is
//   the status (a list set before the offer is shown with the offer, which leads to the application).
// Full rules: apps/api/docs/notification-triggers.md.

const OFFER_STATUS: Record<TOfferLetterKind, TApplicationStatus> = {
  CONDITIONAL: 'CONDITIONAL_OFFER_RECEIVED',
  UNCONDITIONAL: 'UNCONDITIONAL_OFFER_RECEIVED',
};
const letterOf = (row: TApplicationRow, kind: TOfferLetterKind) =>
  kind === 'CONDITIONAL' ? row.conditionalOfferFileId : row.unconditionalOfferFileId;
const offerKindOf = (status: string): TOfferLetterKind | undefined =>
  status === OFFER_STATUS.CONDITIONAL
    ? 'CONDITIONAL'
    : status === OFFER_STATUS.UNCONDITIONAL
      ? 'UNCONDITIONAL'
      : undefined;

async function refOf(tx: TDb, row: TApplicationRow) {
  const names = await findCourseNames(tx, row.courseId);
  return {
    applicationId: row.id,
    courseName: names?.courseName ?? '',
    universityName: names?.universityName ?? '',
  };
}

const applicationPlace = (row: TApplicationRow) => ({
  screen: 'APPLICATION' as const,
  applicationId: row.id,
});

async function noticeOffer(notifier: TNotifier, tx: TDb, row: TApplicationRow, kind: TOfferLetterKind) {
  const fileId = letterOf(row, kind);
  if (fileId === null || row.status !== OFFER_STATUS[kind]) return;
  await notifier.notify(tx, {
    recipientId: row.studentId,
    event: { kind: 'OFFER_LETTER_POSTED', params: { ...(await refOf(tx, row)), offer: kind } },
    // The offer's own step of the journey, where its letter is.
    target: { ...applicationPlace(row), offer: kind },
    dedupeKey: `offer-letter:${row.id}:${kind}:${fileId}`,
  });
}

/** Staff moved the status (the caller's transaction): the offer rule above, else the new status. */
export async function noticeStatusChanged(notifier: TNotifier, tx: TDb, after: TApplicationRow) {
  const offer = offerKindOf(after.status);
  if (offer) return noticeOffer(notifier, tx, after, offer);
  await notifier.notify(tx, {
    recipientId: after.studentId,
    event: {
      kind: 'APPLICATION_STATUS_CHANGED',
      params: { ...(await refOf(tx, after)), status: after.status as TApplicationStatus },
    },
    target: applicationPlace(after),
    // Statuses only move forward (APPLICATION_NEXT_STATUSES): each is reached once per application.
    dedupeKey: `application-status:${after.id}:${after.status}`,
  });
}

/** Staff posted an offer letter: it tells when its offer status is already there. */
export const noticeOfferLetter = (
  notifier: TNotifier,
  tx: TDb,
  after: TApplicationRow,
  kind: TOfferLetterKind,
) => noticeOffer(notifier, tx, after, kind);

/** Staff added documents the conditional offer asks for: the student hears the whole list. */
export async function noticeConditionalDocuments(
  notifier: TNotifier,
  tx: TDb,
  application: TApplicationRow,
  change: { addedIds: number[]; types: string[] },
) {
  if (change.addedIds.length === 0 || application.status !== OFFER_STATUS.CONDITIONAL) return;
  await notifier.notify(tx, {
    recipientId: application.studentId,
    event: {
      kind: 'CONDITIONAL_DOCUMENTS_REQUESTED',
      params: { ...(await refOf(tx, application)), documentTypes: change.types.slice(0, 20) },
    },
    target: { screen: 'CONDITIONAL_DOCUMENTS', applicationId: application.id },
    // New requirements are new rows: their ids name this request.
    dedupeKey: `conditional-documents:${application.id}:${[...change.addedIds].sort((a, b) => a - b).join(',')}`,
  });
}

type TVerdictRow = {
  id: number;
  type: string;
  status: string | null;
  remarks: string;
  fileId: number | null;
};

/**
 * Staff accepted or rejected a statement of purpose, a portfolio row or a conditional document: one
 * notification per verdict and file (a re-upload is a new file and a new cause).
 */
export async function noticeApplicationDocumentVerdict(
  notifier: TNotifier,
  tx: TDb,
  review: {
    application: TApplicationRow;
    before: TVerdictRow;
    after: TVerdictRow;
    place: 'APPLICATION' | 'CONDITIONAL_DOCUMENTS';
  },
) {
  const { application, before, after } = review;
  if (before.status === after.status) return;
  const target: TNotificationTarget = { screen: review.place, applicationId: application.id };
  const cause = `${review.place === 'APPLICATION' ? 'application' : 'conditional'}-document`;
  if (after.status === 'ACCEPTED') {
    await notifier.notify(tx, {
      recipientId: application.studentId,
      event: { kind: 'DOCUMENT_ACCEPTED', params: { documentType: after.type } },
      target,
      dedupeKey: `${cause}-accepted:${after.id}:${after.fileId}`,
    });
  } else if (after.status === 'REJECTED') {
    await notifier.notify(tx, {
      recipientId: application.studentId,
      event: {
        kind: 'DOCUMENT_REJECTED',
        params: { documentType: after.type, reason: after.remarks.slice(0, 500) },
      },
      target,
      dedupeKey: `${cause}-rejected:${after.id}:${after.fileId}`,
    });
  }
}

/** The student applied or withdrew: their staff hear of it (the student is never told of their own act). */
export async function noticeStudentApplicationChange(
  notifier: TNotifier,
  tx: TDb,
  row: TApplicationRow,
  change: 'APPLIED' | 'WITHDRAWN',
) {
  const { applicationId, courseName } = await refOf(tx, row);
  await notifyStaff(notifier, tx, {
    studentId: row.studentId,
    actorId: row.studentId,
    event: (student) => ({
      kind: 'STAFF_STUDENT_CHANGE',
      params: { ...student, change, applicationId, courseName },
    }),
    section: 'applications',
    dedupeKey: `${change === 'APPLIED' ? 'applied' : 'withdrawn'}:${row.id}`,
  });
}

/**
 * A new file on an application waiting for review: a statement of purpose or portfolio row (an upload to
 * review) or a document a conditional offer asks for (the student's change for the offer).
 */
export async function noticeApplicationUpload(
  notifier: TNotifier,
  tx: TDb,
  upload: {
    actor: TSessionUser;
    application: TApplicationRow;
    document: { id: number; type: string; fileId: number | null };
    conditional: boolean;
  },
) {
  const { actor, application, document } = upload;
  const base = { studentId: application.studentId, actorId: actor.id, section: 'applications' } as const;
  if (upload.conditional) {
    await notifyStaff(notifier, tx, {
      ...base,
      event: (student) => ({
        kind: 'STAFF_STUDENT_CHANGE',
        params: {
          ...student,
          change: 'CONDITIONAL_DOCUMENT_UPLOADED',
          applicationId: application.id,
          documentType: document.type,
        },
      }),
      dedupeKey: `conditional-uploaded:${document.id}:${document.fileId}`,
    });
    return;
  }
  await notifyStaff(notifier, tx, {
    ...base,
    event: (student) => ({
      kind: 'STAFF_DOCUMENT_UPLOADED',
      params: { ...student, documentType: document.type, status: 'UPLOADED' },
    }),
    dedupeKey: `application-document-uploaded:${document.id}:${document.fileId}`,
  });
}
