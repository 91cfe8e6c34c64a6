import { randomInt } from 'node:crypto';
import type { TRole } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { assignNextCounsellor } from './counsellor-assignment.ts';
import { enrollments, users } from './students-tables.ts';

export type TAccount = typeof users.$inferSelect;

// No 0/O or 1/I: reference ids are read out over the phone.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function generateReferenceId(now = new Date()): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `SA${String(now.getUTCFullYear()).slice(2)}-${suffix}`;
}

export async function findAccountByMobile(db: TDb, mobileNumber: string): Promise<TAccount | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobileNumber, mobileNumber));
  return row;
}

export async function findAccountById(db: TDb, id: number): Promise<TAccount | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findLatestEnrollmentId(db: TDb, studentId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(eq(enrollments.studentId, studentId))
    .orderBy(desc(enrollments.id))
    .limit(1);
  return row?.id ?? null;
}

/** What other modules add to a new student's account, in the transaction that opens it. */
export type TOnStudentOpened = (tx: TDb, account: TAccount) => Promise<void>;

/**
 * Creates an account with a unique reference id. A student also gets its enrollment, what
 * `onStudentOpened` adds (the caller's empty profile and onboarding record) and its counsellor
 * (round-robin), all in one transaction. Staff accounts never get a counsellor.
 */
export async function createAccount(
  db: TDb,
  input: { mobileNumber: string; name?: string; role?: TRole },
  onStudentOpened: TOnStudentOpened = async () => {},
): Promise<{ account: TAccount; enrollmentId: number | null }> {
  return db.transaction(async (tx) => {
    let account: TAccount | undefined;
    for (let attempt = 0; !account && attempt < 5; attempt++) {
      [account] = await tx
        .insert(users)
        .values({
          mobileNumber: input.mobileNumber,
          name: input.name ?? '',
          role: input.role ?? 'STUDENT',
          referenceId: generateReferenceId(),
        })
        .onConflictDoNothing({ target: users.referenceId })
        .returning();
    }
    if (!account) throw new Error('could not allocate a unique reference id');
    if (account.role !== 'STUDENT') return { account, enrollmentId: null };
    const [enrollment] = await tx
      .insert(enrollments)
      .values({ studentId: account.id })
      .returning({ id: enrollments.id });
    await onStudentOpened(tx, account);
    // Last, so the cursor's row lock is held only until the commit that follows.
    const assignedCounsellorId = await assignNextCounsellor(tx, account.id);
    return { account: { ...account, assignedCounsellorId }, enrollmentId: enrollment?.id ?? null };
  });
}
