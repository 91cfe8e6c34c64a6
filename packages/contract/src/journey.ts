import { z } from 'zod';

/** §3 Application: the create payload and what the server answers. */
export const ZApplicationCreateBody = z.strictObject({
  enrollmentId: z.number().int().positive().nullable().optional(),
  courseId: z.number().int().positive(),
});
export const ZApplication = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  /** Step statuses plus the two offer statuses of §4 (CONDITIONAL_/UNCONDITIONAL_OFFER_RECEIVED). */
  status: z.string(),
});
export type TApplication = z.infer<typeof ZApplication>;

/** §3 Dashboard card. */
export const ZDashboardCard = z.object({
  title: z.string(),
  subtitle: z.string(),
  chipNumber: z.number().int(),
  isCounsellingBooked: z.boolean(),
  isCounsellingCompleted: z.boolean(),
  isPaymentCompleted: z.boolean(),
  courseName: z.string().nullable(),
  appliedCount: z.number().int(),
});
export type TDashboardCard = z.infer<typeof ZDashboardCard>;

/** §3 Event, as the registration-success screen shows it. */
export const ZEvent = z.object({
  id: z.number().int(),
  city: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  remarks: z.string(),
  address: z.string(),
  locationLink: z.string().nullable(),
  countryCount: z.number().int(),
  universityCount: z.number().int(),
});
export type TEvent = z.infer<typeof ZEvent>;

/** §3 Crop result of the profile-photo cropper, in pixels. */
export const ZCropArea = z.object({
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type TCropArea = z.infer<typeof ZCropArea>;

/** §3 Counselling booking state held by the client (date defaults to tomorrow). */
export const ZCounsellingState = z.object({
  selectedDate: z.iso.date(),
  selectedTime: z.string(),
  selectedTopics: z.array(z.string()),
  studentSessionId: z.string().nullable(),
});
export type TCounsellingState = z.infer<typeof ZCounsellingState>;
