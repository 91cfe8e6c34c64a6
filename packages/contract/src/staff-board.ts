// The applications board: GET /api/staff/applications (one status column per call, paged).
import { z } from 'zod';
import { APPLICATION_STATUSES, ZApplicationStatus } from './applications.ts';
import { COUNTRIES } from './constants.ts';
import { makePositiveId } from './ids.ts';
import { makePageSchema, ZPageQuery } from './pagination.ts';
import { ZPostOfferDueFilter, ZPostOfferPosition } from './post-offer-stages.ts';
import { ZStudentRef } from './staff-console-parts.ts';
import { ZAssignedCounsellor } from './staff-student-list.ts';

export const ZStaffApplicationFilters = z.object({
  status: ZApplicationStatus.optional(),
  counsellorId: makePositiveId('counsellorId').optional(),
  country: z.enum(COUNTRIES, { error: `country must be one of ${COUNTRIES.join(', ')}` }).optional(),
  /** A course intake name as the catalogue has it, e.g. "September 2027". */
  intake: z.string().trim().min(1).max(40, 'intake must be at most 40 characters').optional(),
  /** Applications past the unconditional offer at this post-offer stage. */
  stage: ZPostOfferPosition.optional(),
  /** A due-date view (interviews this week, CAS expiring in 30 days, …). */
  due: ZPostOfferDueFilter.optional(),
});
export type TStaffApplicationFilters = z.infer<typeof ZStaffApplicationFilters>;
export const ZStaffApplicationsQuery = ZPageQuery.extend(ZStaffApplicationFilters.shape);

export const ZStaffApplicationCard = z.object({
  ...ZStudentRef,
  applicationId: z.number().int(),
  courseId: z.number().int(),
  courseName: z.string(),
  universityName: z.string(),
  country: z.string(),
  intake: z.string(),
  status: ZApplicationStatus,
  counsellor: ZAssignedCounsellor,
  nextAction: z.string(),
  updatedAt: z.string(),
  /** Where the application is after the unconditional offer; null before it. */
  postOfferStage: ZPostOfferPosition.nullable(),
  /** The date the current post-offer step is due (deposit due, interview day, CAS expiry…), or null. */
  postOfferDueOn: z.iso.date().nullable(),
});
export type TStaffApplicationCard = z.infer<typeof ZStaffApplicationCard>;
/** Oldest change first: the application waiting longest is on top. */
export const ZStaffApplicationPage = makePageSchema(ZStaffApplicationCard);
export const BOARD_STATUSES = APPLICATION_STATUSES;
