import {
  COUNSELLOR_CARD_MESSAGES,
  callLinkOf,
  formatWorkingHours,
  isWithinHours,
  nextOpeningText,
  phoneTextOf,
  type TStudentCounsellorResponse,
  type TWorkDay,
  toIsoDate,
  WORK_DAYS,
  whatsappLinkOf,
  workingHoursOf,
} from '@portal/contract';
import { forbidden } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import type { TContactCardDeps } from './contact-card-service.ts';
import { findCounsellorOf } from './counsellor-read-model.ts';
import { photoDataUrl } from './photo-url.ts';

/**
 * GET /api/student/counsellor: the caller's own counsellor (identity from the token only), read
 * fresh on every call. The sign-in number is shown only when the counsellor chose to show it; the
 * WhatsApp number falls back to the shown phone. Null while no active counsellor is assigned.
 */
export async function getStudentCounsellor(
  deps: Pick<TContactCardDeps, 'db' | 'storage' | 'clock'>,
  student: TSessionUser,
): Promise<TStudentCounsellorResponse> {
  if (student.role !== 'STUDENT') throw forbidden(COUNSELLOR_CARD_MESSAGES.studentsOnly);
  const now = deps.clock.now();
  const row = await findCounsellorOf(deps.db, student.id, toIsoDate(now));
  if (!row) return { counsellor: null };
  const card = row.card;
  const phone = card?.showSignInNumber ? row.signInNumber : (card?.displayPhone ?? null);
  const whatsapp = card?.whatsappNumber ?? phone;
  const hours = card
    ? workingHoursOf({
        workingDays: WORK_DAYS.filter((day: TWorkDay) => card.workingDays.includes(day)),
        hoursFrom: card.hoursFrom,
        hoursTo: card.hoursTo,
      })
    : null;
  const isAvailableNow = isWithinHours(hours, now);
  return {
    counsellor: {
      name: row.name,
      photoUrl: await photoDataUrl(deps.storage, card?.photoKey ?? null),
      phoneText: phone ? phoneTextOf(phone) : null,
      callLink: phone ? callLinkOf(phone) : null,
      whatsappLink: whatsapp ? whatsappLinkOf(whatsapp) : null,
      hours,
      hoursText: hours ? formatWorkingHours(hours) : null,
      isAvailableNow,
      backAt: isAvailableNow ? null : nextOpeningText(hours, now),
      nextSession: row.session && { ...row.session, meetingLink: card?.meetingLink ?? null },
    },
  };
}
