import type { TPostOfferPosition } from '@portal/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  enrolmentConfirmations,
  interviews,
  postOfferJourneys,
  preDepartureChecklists,
  tuitionDeposits,
  visaApplications,
} from './post-offer-tables.ts';

export type TDepositRow = typeof tuitionDeposits.$inferSelect;
export type TInterviewRow = typeof interviews.$inferSelect;
export type TConfirmationRow = typeof enrolmentConfirmations.$inferSelect;
export type TVisaRow = typeof visaApplications.$inferSelect;
export type TPreDepartureRow = typeof preDepartureChecklists.$inferSelect;
export type TJourneyRow = typeof postOfferJourneys.$inferSelect;

/** Everything the post-offer tables hold about one application. */
export type TJourneyRows = {
  journey: TJourneyRow | null;
  deposit: TDepositRow | null;
  interviews: TInterviewRow[];
  confirmation: TConfirmationRow | null;
  visa: TVisaRow | null;
  preDeparture: TPreDepartureRow | null;
};

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export async function loadJourneyRows(db: TDb, applicationId: number): Promise<TJourneyRows> {
  const journey = first(
    await db.select().from(postOfferJourneys).where(eq(postOfferJourneys.applicationId, applicationId)),
  );
  const deposit = first(
    await db.select().from(tuitionDeposits).where(eq(tuitionDeposits.applicationId, applicationId)),
  );
  const interviewRows = await db
    .select()
    .from(interviews)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(asc(interviews.startsAt), asc(interviews.id));
  const confirmation = first(
    await db
      .select()
      .from(enrolmentConfirmations)
      .where(eq(enrolmentConfirmations.applicationId, applicationId)),
  );
  const visa = first(
    await db.select().from(visaApplications).where(eq(visaApplications.applicationId, applicationId)),
  );
  const preDeparture = first(
    await db
      .select()
      .from(preDepartureChecklists)
      .where(eq(preDepartureChecklists.applicationId, applicationId)),
  );
  return { journey, deposit, interviews: interviewRows, confirmation, visa, preDeparture };
}

/** Writes where the application stands now (one row per application). */
export async function saveJourneyPosition(
  tx: TDb,
  row: { applicationId: number; studentId: number; position: TPostOfferPosition; dueOn: string | null },
): Promise<TJourneyRow> {
  const [saved] = await tx
    .insert(postOfferJourneys)
    .values(row)
    .onConflictDoUpdate({
      target: postOfferJourneys.applicationId,
      set: { position: row.position, dueOn: row.dueOn, updatedAt: sql`now()` },
    })
    .returning();
  if (!saved) throw new Error('journey upsert returned nothing');
  return saved;
}

export async function upsertDeposit(
  tx: TDb,
  applicationId: number,
  values: Partial<Omit<TDepositRow, 'applicationId' | 'updatedAt'>> &
    Pick<TDepositRow, 'amount' | 'currency' | 'dueOn'>,
): Promise<void> {
  await tx
    .insert(tuitionDeposits)
    .values({ applicationId, ...values })
    .onConflictDoUpdate({ target: tuitionDeposits.applicationId, set: { ...values, updatedAt: sql`now()` } });
}

export async function updateDeposit(
  tx: TDb,
  applicationId: number,
  values: Partial<Omit<TDepositRow, 'applicationId' | 'updatedAt'>>,
): Promise<void> {
  await tx
    .update(tuitionDeposits)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tuitionDeposits.applicationId, applicationId));
}

export async function insertInterview(
  tx: TDb,
  values: Omit<typeof interviews.$inferInsert, 'id'>,
): Promise<TInterviewRow> {
  const [row] = await tx.insert(interviews).values(values).returning();
  if (!row) throw new Error('interview insert returned nothing');
  return row;
}

export async function updateInterview(
  tx: TDb,
  interviewId: number,
  values: Partial<Omit<TInterviewRow, 'id' | 'applicationId'>>,
): Promise<void> {
  await tx.update(interviews).set(values).where(eq(interviews.id, interviewId));
}

export async function upsertConfirmation(
  tx: TDb,
  applicationId: number,
  values: Omit<TConfirmationRow, 'applicationId' | 'updatedAt'>,
): Promise<void> {
  await tx
    .insert(enrolmentConfirmations)
    .values({ applicationId, ...values })
    .onConflictDoUpdate({
      target: enrolmentConfirmations.applicationId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function upsertVisa(
  tx: TDb,
  applicationId: number,
  values: Partial<Omit<TVisaRow, 'applicationId' | 'updatedAt'>>,
): Promise<void> {
  await tx
    .insert(visaApplications)
    .values({ applicationId, ...values })
    .onConflictDoUpdate({
      target: visaApplications.applicationId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function upsertPreDeparture(
  tx: TDb,
  applicationId: number,
  values: Partial<Omit<TPreDepartureRow, 'applicationId' | 'updatedAt'>>,
): Promise<void> {
  await tx
    .insert(preDepartureChecklists)
    .values({ applicationId, ...values })
    .onConflictDoUpdate({
      target: preDepartureChecklists.applicationId,
      set: { ...values, updatedAt: sql`now()` },
    });
}
