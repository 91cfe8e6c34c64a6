import type { TStaffStudentsQuery } from '@portal/contract';

/** What the cases are built from: one seeded student and one seeded counsellor of the population. */
export type TStudentCaseContext = { mobileNumber: string; referenceId: string; counsellorId: number };
export type TStudentCase = {
  name: string;
  query: (context: TStudentCaseContext) => Partial<TStaffStudentsQuery>;
  /** The caller is the seeded counsellor (what "mine" means). */
  over?: string;
};

const spaced = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/**
 * Staff student searches over the 100,000 generated students (budget 50 ms each, p50 gated, p95
 * reported). Names are common Indian names: "priya" matches about 1 %, "kumar" 1 %, "an" a third.
 */
export const STUDENT_CASES: TStudentCase[] = [
  { name: 'no filter, newest', query: () => ({}) },
  { name: 'no filter, last activity', query: () => ({ sort: 'lastActivity' }) },
  { name: 'name "priya"', query: () => ({ q: 'priya' }) },
  { name: 'name "Priya Sharma" (full)', query: () => ({ q: 'Priya Sharma' }) },
  { name: 'name "kumar", last activity', query: () => ({ q: 'kumar', sort: 'lastActivity' }) },
  { name: 'name "d\'souza"', query: () => ({ q: "d'souza" }) },
  { name: 'phone as typed "+91 98765 43210"', query: (c) => ({ q: spaced(c.mobileNumber) }) },
  { name: 'phone, 10 digits', query: (c) => ({ q: c.mobileNumber }) },
  { name: 'phone, 5 digits', query: (c) => ({ q: c.mobileNumber.slice(3, 8) }) },
  { name: 'reference id (lower case)', query: (c) => ({ q: c.referenceId.toLowerCase() }) },
  { name: 'reference id, last 4', query: (c) => ({ q: c.referenceId.slice(-4) }) },
  { name: 'stage Paid', query: () => ({ stage: 'PAID' }) },
  { name: 'stage Counselling booked (rare)', query: () => ({ stage: 'COUNSELLING_BOOKED' }) },
  { name: 'stage Registered, last activity', query: () => ({ stage: 'REGISTERED', sort: 'lastActivity' }) },
  { name: 'mine', query: () => ({ mine: true }) },
  { name: 'mine, last activity', query: () => ({ mine: true, sort: 'lastActivity' }) },
  { name: 'mine + stage Counselled', query: () => ({ mine: true, stage: 'COUNSELLED' }) },
  { name: 'mine + name "sharma"', query: () => ({ mine: true, q: 'sharma' }) },
  {
    name: 'counsellorId + last activity',
    query: (c) => ({ counsellorId: c.counsellorId, sort: 'lastActivity' }),
  },
  { name: 'name "kumar" + stage Applied', query: () => ({ q: 'kumar', stage: 'APPLIED' }) },
  { name: 'q "an" (a third of all)', query: () => ({ q: 'an' }) },
  { name: 'no filter, page 500', query: () => ({ pageNumber: 500 }) },
  {
    name: 'stage Paid, last activity, page 100',
    query: () => ({ stage: 'PAID', sort: 'lastActivity', pageNumber: 100 }),
  },
  { name: 'name "nobody" (no match)', query: () => ({ q: 'nobody' }) },
  {
    name: 'q "zq" (2 letters: reference ids only)',
    query: () => ({ q: 'zq' }),
    over: 'under 3 letters the trigram index cannot help: a rare pair is looked for in every student',
  },
];
