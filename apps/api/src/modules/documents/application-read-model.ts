import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { applications } from '../applications/applications-tables.ts';

/** Whose an application is and where it stands: a journey document goes to an application past the offer. */
export async function findApplicationStatus(
  db: TDb,
  applicationId: number,
): Promise<{ studentId: number; status: string } | undefined> {
  const [row] = await db
    .select({ studentId: applications.studentId, status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row;
}
