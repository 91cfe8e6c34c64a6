import type { TCountry } from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { applications } from '../applications/applications-tables.ts';
import { courses, universities } from '../courses/courses-tables.ts';

/** An application with what the journey shows of its course. */
export type TJourneyApplication = {
  id: number;
  studentId: number;
  status: string;
  courseName: string;
  universityName: string;
  country: TCountry;
  intake: string;
  /** The course's yearly fee in the destination currency; 0 when the university has not published one. */
  fee: number;
  updatedAt: Date;
};

const columns = {
  id: applications.id,
  studentId: applications.studentId,
  status: applications.status,
  courseName: courses.name,
  universityName: universities.name,
  country: courses.country,
  intake: courses.intake,
  fee: courses.fees,
  updatedAt: applications.updatedAt,
};

const toApplication = (row: {
  id: number;
  studentId: number;
  status: string;
  courseName: string;
  universityName: string;
  country: string;
  intake: string;
  fee: number | null;
  updatedAt: Date;
}): TJourneyApplication => ({ ...row, country: row.country as TCountry, fee: row.fee ?? 0 });

/** The application and its course; `forUpdate` locks the application row until the transaction ends. */
export async function findJourneyApplication(
  db: TDb,
  applicationId: number,
  options: { forUpdate?: boolean } = {},
): Promise<TJourneyApplication | undefined> {
  const query = db
    .select(columns)
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .where(eq(applications.id, applicationId));
  const [row] = await (options.forUpdate ? query.for('update', { of: applications }) : query);
  return row ? toApplication(row) : undefined;
}

/** The student's applications past the unconditional offer, newest first. */
export async function listOfferedApplications(db: TDb, studentId: number): Promise<TJourneyApplication[]> {
  const rows = await db
    .select(columns)
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .where(
      and(eq(applications.studentId, studentId), eq(applications.status, 'UNCONDITIONAL_OFFER_RECEIVED')),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map(toApplication);
}
