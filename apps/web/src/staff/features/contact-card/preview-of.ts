import {
  callLinkOf,
  formatWorkingHours,
  isWithinHours,
  nextOpeningText,
  normalizeMobileNumber,
  phoneTextOf,
  type TStudentCounsellor,
  type TWorkDay,
  toIsoDate,
  whatsappLinkOf,
  workingHoursOf,
} from '@portal/contract';

export type TContactCardDraft = {
  showSignInNumber: boolean;
  displayPhone: string;
  whatsappNumber: string;
  workingDays: TWorkDay[];
  hoursFrom: string;
  hoursTo: string;
  meetingLink: string;
  photoUrl: string | null;
};

const VALID_MOBILE = /^[6-9]\d{9}$/;
const mobileOf = (text: string) => {
  const digits = normalizeMobileNumber(text);
  return VALID_MOBILE.test(digits) ? digits : null;
};

/**
 * The card a student would see of the form as it stands, worked out by the contract's own functions (the
 * API's): what is not valid yet is left out, as the server would refuse it. A sample session shows where
 * the meeting link goes.
 */
export function previewOf(
  draft: TContactCardDraft,
  me: { name: string; mobileNumber: string },
  now: Date,
): TStudentCounsellor {
  const phone = draft.showSignInNumber ? mobileOf(me.mobileNumber) : mobileOf(draft.displayPhone);
  const whatsapp = mobileOf(draft.whatsappNumber) ?? phone;
  const times = draft.hoursFrom && draft.hoursTo && draft.hoursTo > draft.hoursFrom;
  const hours = times
    ? workingHoursOf({ workingDays: draft.workingDays, hoursFrom: draft.hoursFrom, hoursTo: draft.hoursTo })
    : null;
  const isAvailableNow = isWithinHours(hours, now);
  const link = draft.meetingLink.trim();
  return {
    name: me.name,
    photoUrl: draft.photoUrl,
    phoneText: phone ? phoneTextOf(phone) : null,
    callLink: phone ? callLinkOf(phone) : null,
    whatsappLink: whatsapp ? whatsappLinkOf(whatsapp) : null,
    hours,
    hoursText: hours ? formatWorkingHours(hours) : null,
    isAvailableNow,
    backAt: isAvailableNow ? null : nextOpeningText(hours, now),
    nextSession: link.startsWith('https://')
      ? { date: toIsoDate(now), time: draft.hoursFrom || '11:00', meetingLink: link }
      : null,
  };
}
