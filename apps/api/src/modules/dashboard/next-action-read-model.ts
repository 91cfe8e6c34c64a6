import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  applicationDocuments,
  applications,
  conditionalDocuments,
} from '../applications/applications-tables.ts';
import { courses } from '../courses/courses-tables.ts';
import { studentDocuments } from '../documents/documents-tables.ts';

/**
 * What "what to do next" reads besides the cards' state, as one json column of the dashboard's
 * statement (no extra round trip). Raw shapes: the service checks and maps them to TNextActionFacts.
 */
export type TNextActionRow = {
  /** The newest REJECTED profile document (not a journey document) with staff's reason. */
  rejectedDocument: { type: string; reason: string } | null;
  /** The newest application still in play (not rejected, not withdrawn). */
  liveApplication: { id: number; courseName: string; status: string } | null;
  /** A conditional offer, the one with something left for the student first, and its requested documents. */
  conditionalOffer: {
    applicationId: number;
    courseName: string;
    missing: number;
    inReview: number;
    rejected: { type: string; reason: string } | null;
  } | null;
  /**
   * The newest rejected statement of purpose (the current one: the latest upload) or portfolio file of an
   * application still in play.
   */
  rejectedApplicationDocument: {
    applicationId: number;
    courseName: string;
    type: string;
    reason: string;
  } | null;
  /** Any application past the unconditional offer: then the post-offer module says the next step. */
  hasUnconditionalOffer: boolean;
};

const NOT_IN_PLAY = sql`('WITHDRAWN', 'REJECTED')`;

const rejectedDocumentOf = (studentId: AnyColumn) => sql`(
  select json_build_object('type', ${studentDocuments.type}, 'reason', ${studentDocuments.remarks})
  from ${studentDocuments}
  where ${studentDocuments.studentId} = ${studentId} and ${studentDocuments.applicationId} is null
    and ${studentDocuments.status} = 'REJECTED'
  order by ${studentDocuments.updatedAt} desc, ${studentDocuments.id} desc
  limit 1)`;

const liveApplicationOf = (studentId: AnyColumn) => sql`(
  select json_build_object('id', ${applications.id}, 'courseName', ${courses.name}, 'status', ${applications.status})
  from ${applications} inner join ${courses} on ${courses.id} = ${applications.courseId}
  where ${applications.studentId} = ${studentId} and ${applications.status} not in ${NOT_IN_PLAY}
  order by ${applications.createdAt} desc, ${applications.id} desc
  limit 1)`;

/** Requested (not removed) conditional documents of the application `applicationId` matching `where`. */
const requested = (applicationId: AnyColumn, where: SQL) =>
  sql`from ${conditionalDocuments} where ${conditionalDocuments.applicationId} = ${applicationId}
    and ${conditionalDocuments.removedAt} is null and ${where}`;

const conditionalOfferOf = (studentId: AnyColumn) => {
  const open = sql`(${conditionalDocuments.status} is null or ${conditionalDocuments.status} = 'REJECTED')`;
  return sql`(
  select json_build_object('applicationId', ${applications.id}, 'courseName', ${courses.name},
    'missing', (select count(*)::int ${requested(applications.id, sql`${conditionalDocuments.status} is null`)}),
    'inReview', (select count(*)::int ${requested(applications.id, sql`${conditionalDocuments.status} = 'UPLOADED'`)}),
    'rejected', (select json_build_object('type', ${conditionalDocuments.type}, 'reason', ${conditionalDocuments.remarks})
      ${requested(applications.id, sql`${conditionalDocuments.status} = 'REJECTED'`)}
      order by ${conditionalDocuments.reviewedAt} desc nulls last, ${conditionalDocuments.id} desc limit 1))
  from ${applications} inner join ${courses} on ${courses.id} = ${applications.courseId}
  where ${applications.studentId} = ${studentId} and ${applications.status} = 'CONDITIONAL_OFFER_RECEIVED'
  order by exists (select 1 ${requested(applications.id, open)}) desc,
    ${applications.createdAt} desc, ${applications.id} desc
  limit 1)`;
};

const rejectedApplicationDocumentOf = (studentId: AnyColumn) => sql`(
  select json_build_object('applicationId', ${applications.id}, 'courseName', ${courses.name},
    'type', ${applicationDocuments.type}, 'reason', ${applicationDocuments.remarks})
  from ${applicationDocuments}
  inner join ${applications} on ${applications.id} = ${applicationDocuments.applicationId}
  inner join ${courses} on ${courses.id} = ${applications.courseId}
  where ${applications.studentId} = ${studentId} and ${applications.status} not in ${NOT_IN_PLAY}
    and ${applicationDocuments.status} = 'REJECTED'
    and not (${applicationDocuments.type} = 'STATEMENT_OF_PURPOSE' and exists (select 1
      from ${applicationDocuments} later_sop
      where later_sop.application_id = ${applicationDocuments.applicationId}
        and later_sop.type = 'STATEMENT_OF_PURPOSE' and later_sop.id > ${applicationDocuments.id}))
  order by ${applicationDocuments.reviewedAt} desc nulls last, ${applicationDocuments.id} desc
  limit 1)`;

/** One subquery per fact, each served by the student's indexes (applications_student_idx and the like). */
export const nextActionStateOf = (studentId: AnyColumn): SQL<TNextActionRow> => sql`json_build_object(
  'rejectedDocument', ${rejectedDocumentOf(studentId)},
  'liveApplication', ${liveApplicationOf(studentId)},
  'conditionalOffer', ${conditionalOfferOf(studentId)},
  'rejectedApplicationDocument', ${rejectedApplicationDocumentOf(studentId)},
  'hasUnconditionalOffer', exists (select 1 from ${applications}
    where ${applications.studentId} = ${studentId} and ${applications.status} = 'UNCONDITIONAL_OFFER_RECEIVED'))`;
