import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, messages, storedFiles } from '../../src/schema/index.ts';

/** What a refused call must leave as it was: the thread's messages, its files and its audit entries. */
export async function threadState(app: FastifyInstance, studentId: number) {
  const [rows] = await app.db.select({ n: count() }).from(messages).where(eq(messages.studentId, studentId));
  const [files] = await app.db
    .select({ n: count() })
    .from(storedFiles)
    .where(eq(storedFiles.studentId, studentId));
  const [audits] = await app.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.studentId, studentId), eq(auditLog.action, 'MESSAGE_SENT')));
  return { messages: rows?.n ?? 0, files: files?.n ?? 0, audits: audits?.n ?? 0 };
}

/**
 * Messages written straight into the table (the send call is tested on its own): `count` of them by
 * `authorId`, the i-th sent at `at(i)`.
 */
export async function seedMessages(
  app: FastifyInstance,
  input: {
    studentId: number;
    authorId: number;
    side: 'STUDENT' | 'STAFF';
    count: number;
    at: (i: number) => Date;
  },
): Promise<number[]> {
  if (input.count === 0) return [];
  const rows = await app.db
    .insert(messages)
    .values(
      Array.from({ length: input.count }, (_, i) => ({
        studentId: input.studentId,
        authorId: input.authorId,
        side: input.side,
        body: `seeded ${i}`,
        createdAt: input.at(i),
      })),
    )
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}
