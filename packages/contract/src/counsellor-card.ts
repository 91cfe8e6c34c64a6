// The counsellor's contact card: what a staff member sets in the console and what their students see.
import { z } from 'zod';
import { ZPhotoUpload } from './profile-update.ts';
import { hasUnsafeFreeTextCharacters } from './text-safety.ts';
import { normalizeMobileNumber } from './validation/mobile-number.ts';

/** India time, Monday first (the order the console's day picker and the hours text use). */
export const WORK_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type TWorkDay = (typeof WORK_DAYS)[number];

export const COUNSELLOR_CARD_LIMITS = {
  meetingLinkMax: 500,
  /** Working hours start and end on the hour or the half hour. */
  hoursStepMinutes: 30,
  /** The longest phone text accepted before it is normalised ('+91 98450-12345'). */
  phoneInputMax: 20,
} as const;

export const COUNSELLOR_CARD_MESSAGES = {
  phoneInvalid: 'Enter a 10-digit Indian mobile number, e.g. 98450 12345.',
  whatsappInvalid: 'Enter the WhatsApp number as a 10-digit Indian mobile number, e.g. 98450 12345.',
  phoneOrSignInNumber: 'Either show your sign-in number or type a display phone, not both.',
  timeInvalid: 'Choose a time on the hour or half hour, e.g. 09:30.',
  endBeforeStart: 'The end of your working hours must be after their start.',
  daysRequired: 'Choose at least one working day, or clear the times.',
  timesRequired: 'Choose when your working hours start and end, or clear the days.',
  dayInvalid: 'Working days must be MON, TUE, WED, THU, FRI, SAT or SUN, each once.',
  meetingLinkHttps: 'The meeting link must start with https://.',
  meetingLinkInvalid: 'Enter the meeting link as a full address, e.g. https://meet.google.com/abc-defg-hij.',
  meetingLinkTooLong: `The meeting link must be at most ${COUNSELLOR_CARD_LIMITS.meetingLinkMax} characters.`,
  saved: 'Your contact card is saved. Your students see it now.',
  studentsOnly: 'Only a student has a counsellor: staff set their own card under My contact card.',
} as const;

/** An optional phone: empty means none; otherwise an Indian mobile number, stored as its 10 digits. */
const phone = (message: string) =>
  z
    .string({ error: message })
    .max(COUNSELLOR_CARD_LIMITS.phoneInputMax, message)
    .transform((value) => normalizeMobileNumber(value))
    .pipe(z.string().regex(/^([6-9]\d{9})?$/, message))
    .transform((value) => (value === '' ? null : value))
    .nullable();

const TIME = /^([01]\d|2[0-3]):(00|30)$/;
const time = z
  .string({ error: COUNSELLOR_CARD_MESSAGES.timeInvalid })
  .max(5, COUNSELLOR_CARD_MESSAGES.timeInvalid)
  .regex(TIME, COUNSELLOR_CARD_MESSAGES.timeInvalid)
  .nullable();

/** Why a meeting link is refused, or null: https only (never http:, javascript:, data:), a real host, no spaces. */
export function meetingLinkProblem(link: string): string | null {
  if (link.length > COUNSELLOR_CARD_LIMITS.meetingLinkMax) return COUNSELLOR_CARD_MESSAGES.meetingLinkTooLong;
  if (!/^https:\/\//i.test(link)) return COUNSELLOR_CARD_MESSAGES.meetingLinkHttps;
  if (/\s/.test(link) || hasUnsafeFreeTextCharacters(link))
    return COUNSELLOR_CARD_MESSAGES.meetingLinkInvalid;
  try {
    const url = new URL(link);
    const isHost = url.hostname.includes('.') && !url.username && !url.password;
    return url.protocol === 'https:' && isHost ? null : COUNSELLOR_CARD_MESSAGES.meetingLinkInvalid;
  } catch {
    return COUNSELLOR_CARD_MESSAGES.meetingLinkInvalid;
  }
}

const meetingLink = z
  .string({ error: COUNSELLOR_CARD_MESSAGES.meetingLinkInvalid })
  .trim()
  .max(COUNSELLOR_CARD_LIMITS.meetingLinkMax, COUNSELLOR_CARD_MESSAGES.meetingLinkTooLong)
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : meetingLinkProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => (value === '' ? null : value))
  .nullable();

/**
 * PUT /api/staff/me/contact-card: the whole card. Phones are Indian mobile numbers ('' or null: none);
 * the WhatsApp number defaults to the display phone. Working hours are India time: no days and no
 * times (not shown), or at least one day with a start and a later end. `photo`: left out keeps the
 * photo, null removes it, an upload replaces it (the profile photo's checks).
 */
export const ZContactCardBody = z
  .strictObject({
    showSignInNumber: z.boolean({ error: 'showSignInNumber must be true or false.' }),
    displayPhone: phone(COUNSELLOR_CARD_MESSAGES.phoneInvalid),
    whatsappNumber: phone(COUNSELLOR_CARD_MESSAGES.whatsappInvalid),
    workingDays: z
      .array(z.enum(WORK_DAYS, { error: COUNSELLOR_CARD_MESSAGES.dayInvalid }), {
        error: COUNSELLOR_CARD_MESSAGES.dayInvalid,
      })
      .max(WORK_DAYS.length, COUNSELLOR_CARD_MESSAGES.dayInvalid)
      .refine((days) => new Set(days).size === days.length, COUNSELLOR_CARD_MESSAGES.dayInvalid),
    hoursFrom: time,
    hoursTo: time,
    meetingLink,
    photo: ZPhotoUpload.nullable().optional(),
  })
  .superRefine((card, ctx) => {
    if (card.showSignInNumber && card.displayPhone !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['displayPhone'],
        message: COUNSELLOR_CARD_MESSAGES.phoneOrSignInNumber,
      });
    const hasTimes = card.hoursFrom !== null || card.hoursTo !== null;
    if (card.workingDays.length > 0 || hasTimes) {
      if (card.workingDays.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['workingDays'],
          message: COUNSELLOR_CARD_MESSAGES.daysRequired,
        });
      if (card.hoursFrom === null)
        ctx.addIssue({
          code: 'custom',
          path: ['hoursFrom'],
          message: COUNSELLOR_CARD_MESSAGES.timesRequired,
        });
      if (card.hoursTo === null)
        ctx.addIssue({ code: 'custom', path: ['hoursTo'], message: COUNSELLOR_CARD_MESSAGES.timesRequired });
    }
    if (card.hoursFrom !== null && card.hoursTo !== null && card.hoursTo <= card.hoursFrom)
      ctx.addIssue({ code: 'custom', path: ['hoursTo'], message: COUNSELLOR_CARD_MESSAGES.endBeforeStart });
  });
export type TContactCardBody = z.input<typeof ZContactCardBody>;
export type TContactCardInput = z.output<typeof ZContactCardBody>;

/** Working hours in India time; null when the counsellor has not set them. */
export const ZWorkingHours = z.object({
  days: z.array(z.enum(WORK_DAYS)),
  from: z.string(),
  to: z.string(),
});
export type TWorkingHours = z.infer<typeof ZWorkingHours>;

/** GET / PUT /api/staff/me/contact-card: the card as stored, for the console's form. */
export const ZContactCard = z.object({
  showSignInNumber: z.boolean(),
  displayPhone: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  workingDays: z.array(z.enum(WORK_DAYS)),
  hoursFrom: z.string().nullable(),
  hoursTo: z.string().nullable(),
  meetingLink: z.string().nullable(),
  /** The photo as a data URL ('data:image/jpeg;base64,…'), or null: students then see a monogram. */
  photoUrl: z.string().nullable(),
  /** Null until the card is first saved. */
  updatedAt: z.string().nullable(),
});
export type TContactCard = z.infer<typeof ZContactCard>;

/** The student's counsellor as their card shows them. */
export const ZStudentCounsellor = z.object({
  name: z.string(),
  /** A data URL, or null (the card shows the name's monogram). */
  photoUrl: z.string().nullable(),
  /** '+91 98450 12345', or null when the counsellor shows no phone. */
  phoneText: z.string().nullable(),
  /** 'tel:+919845012345'. */
  callLink: z.string().nullable(),
  /** 'https://wa.me/919845012345'. */
  whatsappLink: z.string().nullable(),
  hours: ZWorkingHours.nullable(),
  /** 'Mon–Fri, 9:30 AM – 6:00 PM IST'. */
  hoursText: z.string().nullable(),
  /** Within the working hours now (India time); false when no hours are set. */
  isAvailableNow: z.boolean(),
  /** When the hours next begin, '9:30 AM IST tomorrow'; null while available or without hours. */
  backAt: z.string().nullable(),
  /** The student's next booked counselling session, with the counsellor's meeting link. */
  nextSession: z
    .object({
      date: z.string(),
      time: z.string(),
      meetingLink: z.string().nullable(),
    })
    .nullable(),
});
export type TStudentCounsellor = z.infer<typeof ZStudentCounsellor>;

/** GET /api/student/counsellor: null until a counsellor is assigned. */
export const ZStudentCounsellorResponse = z.object({ counsellor: ZStudentCounsellor.nullable() });
export type TStudentCounsellorResponse = z.infer<typeof ZStudentCounsellorResponse>;

export const COUNSELLOR_CARD_AUDIT_ACTIONS = {
  /** A staff member changed their own contact card (entity STAFF_ACCOUNT, their id; never the photo bytes). */
  contactCardChanged: 'STAFF_CONTACT_CARD_CHANGED',
} as const;
