/**
 * npm run bench:dashboard: how long GET /api/dashboard's service call takes for students at different
 * points of the journey (the one statement, "what to do next" with it, and past an unconditional offer
 * the post-offer module's reads). Builds the deterministic population (`npm run seed -- --students`) in
 * a throwaway in-memory PGlite, picks a student of each kind, and times getDashboard from Node.
 * Env: BENCH_STUDENTS (default 5,000), BENCH_RUNS (default 50), BENCH_DATABASE_URL for PostgreSQL.
 * For information only (not gated).
 */
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { getDashboard } from '../src/modules/dashboard/dashboard-service.ts';
import { applications, users } from '../src/schema/index.ts';
import { growStudents } from '../src/seed/student-population.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const startedAt = performance.now();
    await run();
    samples.push(performance.now() - startedAt);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) =>
    samples[Math.min(samples.length - 1, Math.floor(samples.length * share))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

const fmt = (ms: number) => ms.toFixed(2).padStart(8);

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? await openPostgres(url) : await openPglite({ memory: true });
  await migrateDatabase(database);
  await growStudents(database, STUDENTS);
  const db = database.db;

  /** A student with an application of `status` (null: none at all), the one with the most such or the fewest. */
  const studentWith = async (status: string | null, most = true): Promise<number> => {
    const [row] =
      status === null
        ? await db
            .select({ id: users.id })
            .from(users)
            .leftJoin(applications, eq(applications.studentId, users.id))
            .where(and(eq(users.role, 'STUDENT'), isNull(applications.id)))
            .limit(1)
        : await db
            .select({ id: applications.studentId, n: sql<number>`count(*)` })
            .from(applications)
            .where(and(eq(applications.status, status), notInArray(applications.status, ['WITHDRAWN'])))
            .groupBy(applications.studentId)
            .orderBy(most ? sql`count(*) desc` : sql`count(*) asc`)
            .limit(1);
    if (!row) throw new Error(`no student with ${status ?? 'no application'}`);
    return row.id;
  };

  const cases: [string, number][] = [
    ['no application yet', await studentWith(null)],
    ['an application under review', await studentWith('UNDER_REVIEW')],
    ['a conditional offer', await studentWith('CONDITIONAL_OFFER_RECEIVED')],
    ['past one unconditional offer', await studentWith('UNCONDITIONAL_OFFER_RECEIVED', false)],
    ['past the most such offers', await studentWith('UNCONDITIONAL_OFFER_RECEIVED')],
  ];
  console.log(`${database.kind}, ${STUDENTS} students, ${RUNS} runs after 5 warm-ups (ms)`);
  console.log('student'.padEnd(32), '     p50', '     p95');
  for (const [name, studentId] of cases) {
    const [offers] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(
        and(eq(applications.studentId, studentId), eq(applications.status, 'UNCONDITIONAL_OFFER_RECEIVED')),
      );
    const { p50, p95 } = await time(() => getDashboard(db, studentId));
    console.log(`${name} (${offers?.n ?? 0} offered)`.padEnd(32), fmt(p50), fmt(p95));
  }
  await database.close();
}

await main();
