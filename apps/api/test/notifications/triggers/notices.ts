import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../src/schema/index.ts';
import { createSignedInUser, type TSignedIn } from '../../helpers/students.ts';
import type { TTestApp } from '../../helpers/test-app.ts';

export type TNotice = { kind: string; params: Record<string, unknown>; target: unknown; dedupeKey: string };

/** The notifications a person has, oldest first, as the table keeps them. */
export async function noticesOf(t: TTestApp, recipientId: number): Promise<TNotice[]> {
  const { rows } = (await t.database.query(
    'select kind, params, target, dedupe_key from notifications where recipient_id = $1 order by created_at, id',
    [recipientId],
  )) as { rows: { kind: string; params: never; target: never; dedupe_key: string }[] };
  return rows.map((row) => ({
    kind: row.kind,
    params: row.params,
    target: row.target,
    dedupeKey: row.dedupe_key,
  }));
}

/** A student with their assigned counsellor. */
export async function assignedStudent(
  app: FastifyInstance,
): Promise<{ student: TSignedIn; counsellor: TSignedIn }> {
  const [student, counsellor] = await Promise.all([
    createSignedInUser(app),
    createSignedInUser(app, 'COUNSELLOR'),
  ]);
  await assign(app, student.id, counsellor.id);
  return { student, counsellor };
}

export const assign = (app: FastifyInstance, studentId: number, counsellorId: number | null) =>
  app.db.update(users).set({ assignedCounsellorId: counsellorId }).where(eq(users.id, studentId));

/** The active admins of the database (the staff told of an unassigned student's changes). */
export async function activeAdminIds(t: TTestApp): Promise<number[]> {
  const { rows } = (await t.database.query(
    "select id from users where role = 'ADMIN' and disabled_at is null order by id",
  )) as { rows: { id: number }[] };
  return rows.map((row) => row.id);
}
