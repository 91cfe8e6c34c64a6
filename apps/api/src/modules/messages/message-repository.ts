import type { TMessageSide } from '@portal/contract';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { messages, messageThreads } from './messages-tables.ts';

export type TMessageRow = typeof messages.$inferSelect;
export type TThreadRow = typeof messageThreads.$inferSelect;

/** pg_advisory_xact_lock class of a thread's sends (other classes: counselling, upload quota 16_002). */
const THREAD_LOCK_CLASS = 16_028;

/** Taken first in a send: a thread's sends then commit one at a time, so the send limits hold exactly. */
export async function lockThread(tx: TDb, studentId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${THREAD_LOCK_CLASS}::int4, ${studentId}::int4)`);
}

export async function insertMessage(
  tx: TDb,
  values: Omit<typeof messages.$inferInsert, 'id'>,
): Promise<TMessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

/**
 * The thread row after a new message: the sender's side has read everything up to it (they wrote with
 * the thread in front of them); a student message starts (or continues) the wait for a reply, a staff
 * message ends it.
 */
export async function recordInThread(tx: TDb, message: TMessageRow): Promise<TThreadRow> {
  const at = message.createdAt;
  const { id } = message;
  const side =
    message.side === 'STUDENT'
      ? {
          lastStudentMessageId: id,
          awaitingReplySince: at,
          studentReadUpTo: id,
          studentReadAt: at,
        }
      : { awaitingReplySince: null, staffReadUpTo: id, staffReadAt: at, staffReadBy: message.authorId };
  const update =
    message.side === 'STUDENT'
      ? {
          lastStudentMessageId: id,
          awaitingReplySince: sql`coalesce(${messageThreads.awaitingReplySince}, ${at.toISOString()}::timestamptz)`,
          studentReadUpTo: sql`greatest(${messageThreads.studentReadUpTo}, ${id})`,
          studentReadAt: at,
        }
      : {
          awaitingReplySince: null,
          staffReadUpTo: sql`greatest(${messageThreads.staffReadUpTo}, ${id})`,
          staffReadAt: at,
          staffReadBy: message.authorId,
        };
  const [row] = await tx
    .insert(messageThreads)
    .values({ studentId: message.studentId, lastMessageAt: at, ...side })
    .onConflictDoUpdate({ target: messageThreads.studentId, set: { lastMessageAt: at, ...update } })
    .returning();
  if (!row) throw new Error('thread upsert returned nothing');
  return row;
}

export async function findThread(db: TDb, studentId: number): Promise<TThreadRow | undefined> {
  const [row] = await db.select().from(messageThreads).where(eq(messageThreads.studentId, studentId));
  return row;
}

export async function findMessage(
  db: TDb,
  studentId: number,
  messageId: number,
): Promise<TMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.studentId, studentId), eq(messages.id, messageId)));
  return row;
}

/**
 * One page of a thread, oldest first. Neither bound: the newest `limit`; before: the `limit` just older;
 * after: the `limit` just newer (polling). hasOlder: a message older than the page's first exists.
 */
export async function findPage(
  db: TDb,
  studentId: number,
  page: { before?: number | undefined; after?: number | undefined; limit: number },
): Promise<{ rows: TMessageRow[]; hasOlder: boolean }> {
  const ofThread = eq(messages.studentId, studentId);
  if (page.after !== undefined) {
    const rows = await db
      .select()
      .from(messages)
      .where(and(ofThread, gt(messages.id, page.after)))
      .orderBy(asc(messages.id))
      .limit(page.limit);
    const firstId = rows[0]?.id ?? page.after + 1;
    return { rows, hasOlder: await hasMessageBefore(db, studentId, firstId) };
  }
  const rows = await db
    .select()
    .from(messages)
    .where(page.before === undefined ? ofThread : and(ofThread, lt(messages.id, page.before)))
    .orderBy(desc(messages.id))
    .limit(page.limit + 1);
  const hasOlder = rows.length > page.limit;
  return { rows: rows.slice(0, page.limit).reverse(), hasOlder };
}

async function hasMessageBefore(db: TDb, studentId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.studentId, studentId), lt(messages.id, id)))
    .limit(1);
  return row !== undefined;
}

/**
 * When the sender's `nth` newest message in the thread was sent (undefined: fewer than n). Sending one
 * more is allowed once that one is older than the window: then fewer than n fall inside it.
 */
export async function nthNewestSentAt(
  db: TDb,
  input: { studentId: number; authorId: number; nth: number },
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.studentId, input.studentId), eq(messages.authorId, input.authorId)))
    .orderBy(desc(messages.createdAt))
    .offset(input.nth - 1)
    .limit(1);
  return row?.createdAt;
}

/** Whether `side` wrote in the thread after `afterId` and before `beforeId` (both exclusive). */
export async function sideWroteBetween(
  db: TDb,
  input: { studentId: number; side: TMessageSide; afterId: number; beforeId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.studentId, input.studentId),
        eq(messages.side, input.side),
        gt(messages.id, input.afterId),
        lt(messages.id, input.beforeId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Moves one side's read marker forward to `upToId` (never back); answers the thread as it is after.
 * Staff markers also say which staff member read.
 */
export async function markRead(
  tx: TDb,
  input: { studentId: number; side: TMessageSide; upToId: number; readerId: number; at: Date },
): Promise<TThreadRow | undefined> {
  const t = messageThreads;
  const set =
    input.side === 'STUDENT'
      ? { studentReadUpTo: input.upToId, studentReadAt: input.at }
      : { staffReadUpTo: input.upToId, staffReadAt: input.at, staffReadBy: input.readerId };
  const column = input.side === 'STUDENT' ? t.studentReadUpTo : t.staffReadUpTo;
  await tx
    .update(t)
    .set(set)
    .where(and(eq(t.studentId, input.studentId), sql`coalesce(${column}, 0) < ${input.upToId}`));
  return findThread(tx, input.studentId);
}
