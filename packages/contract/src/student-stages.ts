// Student stages: the furthest point of a student's journey (users.stage, kept by the services).
import { z } from 'zod';
import type { TApplicationStatus } from './applications.ts';

export const STUDENT_STAGES = [
  'REGISTERED',
  'COUNSELLING_BOOKED',
  'COUNSELLED',
  'PAID',
  'APPLIED',
  'CONDITIONAL_OFFER',
  'UNCONDITIONAL_OFFER',
] as const;
export type TStudentStage = (typeof STUDENT_STAGES)[number];
export const ZStudentStage = z.enum(STUDENT_STAGES, {
  error: `stage must be one of ${STUDENT_STAGES.join(', ')}`,
});
export const STUDENT_STAGE_LABELS: Record<TStudentStage, string> = {
  REGISTERED: 'Registered',
  COUNSELLING_BOOKED: 'Counselling booked',
  COUNSELLED: 'Counselled',
  PAID: 'Paid',
  APPLIED: 'Applied',
  CONDITIONAL_OFFER: 'Conditional offer',
  UNCONDITIONAL_OFFER: 'Unconditional offer',
};

/** The furthest stage reached (highest first), from a student's journey facts. */
export function studentStageOf(facts: {
  hasBookedSession: boolean;
  hasCompletedSession: boolean;
  isPaid: boolean;
  applicationStatuses: readonly TApplicationStatus[];
}): TStudentStage {
  const statuses = facts.applicationStatuses;
  if (statuses.includes('UNCONDITIONAL_OFFER_RECEIVED')) return 'UNCONDITIONAL_OFFER';
  if (statuses.includes('CONDITIONAL_OFFER_RECEIVED')) return 'CONDITIONAL_OFFER';
  if (statuses.some((status) => status !== 'WITHDRAWN')) return 'APPLIED';
  if (facts.isPaid) return 'PAID';
  if (facts.hasCompletedSession) return 'COUNSELLED';
  if (facts.hasBookedSession) return 'COUNSELLING_BOOKED';
  return 'REGISTERED';
}
