// The staff audit: GET /api/staff/audit (paged; studentId optional; filters by staff member and action).
import { z } from 'zod';
import { makePositiveId } from './ids.ts';
import { ZPageQuery } from './pagination.ts';

export const AUDIT_PAGE_SIZE_DEFAULT = 20;
export const ZStaffAuditPageQuery = ZPageQuery.extend({
  studentId: makePositiveId('studentId').optional(),
  actorId: makePositiveId('actorId').optional(),
  action: z
    .string()
    .max(60, 'action must be an audit action such as PAYMENT_RECORDED')
    .trim()
    .regex(/^[A-Z_]{1,60}$/, 'action must be an audit action such as PAYMENT_RECORDED')
    .optional(),
});
export type TStaffAuditPageQuery = z.infer<typeof ZStaffAuditPageQuery>;
