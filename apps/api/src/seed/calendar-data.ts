import type { intakes } from '../schema/index.ts';

type TIntakeRow = typeof intakes.$inferInsert;

/** The next intakes students can aim for (§3 Enrollment: intake id); course intakes use these names. */
export const INTAKE_SEEDS: readonly TIntakeRow[] = [
  { name: 'January 2027', startDate: '2027-01-01' },
  { name: 'May 2027', startDate: '2027-05-01' },
  { name: 'September 2027', startDate: '2027-09-01' },
  { name: 'January 2028', startDate: '2028-01-01' },
  { name: 'May 2028', startDate: '2028-05-01' },
  { name: 'September 2028', startDate: '2028-09-01' },
];
