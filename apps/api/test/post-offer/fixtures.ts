import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, courses, studentDocuments, universities } from '../../src/schema/index.ts';
import { testCourse } from '../helpers/courses.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { insertApplication, insertDocument } from '../staff/fixtures.ts';

export { call } from '../staff/fixtures.ts';

/** A course of the country (fee 20,000 in its currency). */
export async function insertCountryCourse(app: FastifyInstance, country: string): Promise<number> {
  const slug = `post-offer-${randomUUID()}`;
  const [university] = await app.db
    .insert(universities)
    .values({
      name: `University of ${country}`,
      country,
      slug,
      imageUrl: `/${slug}.jpg`,
      iconUrl: `/${slug}.png`,
    })
    .returning({ id: universities.id });
  const [row] = await app.db
    .insert(courses)
    .values(
      testCourse({
        universityId: university?.id as number,
        name: `MSc Data ${country}`,
        country,
        searchText: `msc data ${country}`.toLowerCase(),
      }),
    )
    .returning({ id: courses.id });
  return row?.id as number;
}

/** A student with an application at `status` to a new course of the country. */
export async function offeredStudent(
  app: FastifyInstance,
  country = 'UK',
  status = 'UNCONDITIONAL_OFFER_RECEIVED',
): Promise<{ student: TSignedIn; applicationId: number }> {
  const student = await createSignedInUser(app);
  const courseId = await insertCountryCourse(app, country);
  const application = await insertApplication(app, student, courseId, status);
  return { student, applicationId: application.id };
}

/** A journey document of the application, as an upload would leave it. */
export const insertJourneyDocument = (
  app: FastifyInstance,
  student: TSignedIn,
  applicationId: number,
  type: string,
  status = 'UPLOADED',
) =>
  insertDocument(app, student, { type, name: type.toLowerCase(), status, ...({ applicationId } as object) });

export async function auditActionsOf(app: FastifyInstance, studentId: number): Promise<string[]> {
  const rows = await app.db.select().from(auditLog).where(eq(auditLog.studentId, studentId));
  return rows.map((row) => row.action);
}

export async function documentStatusOf(app: FastifyInstance, documentId: number) {
  const [row] = await app.db.select().from(studentDocuments).where(eq(studentDocuments.id, documentId));
  return row;
}

export { createSignedInUser };
