import { and, eq, gte, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { counsellingBookings } from '../counselling/counselling-tables.ts';
import { users } from '../students/students-tables.ts';
import { staffContactCards } from './counsellor-card-tables.ts';

/** A student's counsellor with their card and the student's next booked session, as stored. */
export type TCounsellorRow = {
  name: string;
  signInNumber: string;
  card: {
    showSignInNumber: boolean;
    displayPhone: string | null;
    whatsappNumber: string | null;
    workingDays: string[];
    hoursFrom: string | null;
    hoursTo: string | null;
    meetingLink: string | null;
    photoKey: string | null;
  } | null;
  session: { date: string; time: string } | null;
};

const counsellor = alias(users, 'counsellor');

/**
 * The student's assigned counsellor (an active staff account: a disabled one is no one to contact),
 * their contact card and the student's BOOKED counselling session from `today` (India date) on, in
 * one statement and read on every call, so a reassignment shows on the next one. Undefined: none.
 */
export async function findCounsellorOf(db: TDb, studentId: number, today: string) {
  const [row] = await db
    .select({
      name: counsellor.name,
      signInNumber: counsellor.mobileNumber,
      cardStaffId: staffContactCards.staffId,
      showSignInNumber: staffContactCards.showSignInNumber,
      displayPhone: staffContactCards.displayPhone,
      whatsappNumber: staffContactCards.whatsappNumber,
      workingDays: staffContactCards.workingDays,
      hoursFrom: staffContactCards.hoursFrom,
      hoursTo: staffContactCards.hoursTo,
      meetingLink: staffContactCards.meetingLink,
      photoKey: staffContactCards.photoKey,
      sessionDate: counsellingBookings.date,
      sessionTime: counsellingBookings.time,
    })
    .from(users)
    .innerJoin(counsellor, and(eq(counsellor.id, users.assignedCounsellorId), isNull(counsellor.disabledAt)))
    .leftJoin(staffContactCards, eq(staffContactCards.staffId, counsellor.id))
    .leftJoin(
      counsellingBookings,
      and(
        eq(counsellingBookings.studentId, users.id),
        eq(counsellingBookings.status, 'BOOKED'),
        gte(counsellingBookings.date, today),
      ),
    )
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT')))
    .limit(1);
  if (!row) return undefined;
  const result: TCounsellorRow = {
    name: row.name,
    signInNumber: row.signInNumber,
    card:
      row.cardStaffId === null
        ? null
        : {
            showSignInNumber: row.showSignInNumber ?? false,
            displayPhone: row.displayPhone,
            whatsappNumber: row.whatsappNumber,
            workingDays: row.workingDays ?? [],
            hoursFrom: row.hoursFrom,
            hoursTo: row.hoursTo,
            meetingLink: row.meetingLink,
            photoKey: row.photoKey,
          },
    session: row.sessionDate && row.sessionTime ? { date: row.sessionDate, time: row.sessionTime } : null,
  };
  return result;
}
