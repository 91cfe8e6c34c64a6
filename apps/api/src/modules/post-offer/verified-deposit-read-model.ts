import { toIsoDate } from '@portal/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { applications } from '../applications/applications-tables.ts';
import { courses, universities } from '../courses/courses-tables.ts';
import type { TVerifiedDeposit } from '../payments/index.ts';
import { users } from '../students/students-tables.ts';
import { tuitionDeposits } from './post-offer-tables.ts';

const verifiedDeposits = (db: TDb, where: SQL | undefined) =>
  db
    .select({
      applicationId: tuitionDeposits.applicationId,
      student: { id: users.id, name: users.name, referenceId: users.referenceId },
      courseName: courses.name,
      universityName: universities.name,
      amount: tuitionDeposits.amount,
      paidAmount: tuitionDeposits.paidAmount,
      currency: tuitionDeposits.currency,
      paidOn: tuitionDeposits.paidOn,
      verifiedAt: tuitionDeposits.verifiedAt,
    })
    .from(tuitionDeposits)
    .innerJoin(applications, eq(applications.id, tuitionDeposits.applicationId))
    .innerJoin(users, eq(users.id, applications.studentId))
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .where(and(eq(tuitionDeposits.verified, true), where))
    .orderBy(desc(tuitionDeposits.paidOn), desc(tuitionDeposits.applicationId));

type TRow = Awaited<ReturnType<typeof verifiedDeposits>>[number];

// Verifying sets paid amount, paid day and time together; the fallbacks only keep the types honest.
const toDeposit = ({ paidAmount, paidOn, verifiedAt, ...row }: TRow): TVerifiedDeposit => {
  const verified = verifiedAt ?? new Date(0);
  return {
    ...row,
    amount: paidAmount ?? row.amount,
    paidOn: paidOn ?? toIsoDate(verified),
    verifiedAt: verified,
  };
};

/**
 * The student's verified tuition deposits, newest paid first; unverified ones are not payments yet.
 * Fees & Finance lists them through the payments module (app.ts hands it this read model).
 */
export async function listVerifiedDepositsOf(db: TDb, studentId: number): Promise<TVerifiedDeposit[]> {
  const rows = await verifiedDeposits(db, eq(applications.studentId, studentId));
  return rows.map(toDeposit);
}

/** The application's deposit once verified; undefined for an unknown application or a deposit not verified. */
export async function findVerifiedDeposit(
  db: TDb,
  applicationId: number,
): Promise<TVerifiedDeposit | undefined> {
  const [row] = await verifiedDeposits(db, eq(tuitionDeposits.applicationId, applicationId));
  return row ? toDeposit(row) : undefined;
}
