// The console under load (`npm run bench:students -w @portal/api -- --http`, or bench:http --staff): the
// generated population (`npm run seed -- --students N`), a seeded counsellor and an admin (made with
// staff:create before the server starts) signed in through the OTP outbox, and the calls the console's
// screens make: the student list with its filters, sort and pages, the work queue, the applications
// board, and a student's page (the student, notes, messages, audit trail). Goal: p99 ≤ 50 ms each.
import { call, readOtp } from '../perf/portal.mjs';

/** The admin staff:create makes before the server starts (the seeded counsellors are 60000000NN). */
export const BENCH_ADMIN = { mobile: '6000000099', name: 'Bench Admin', role: 'ADMIN' };
const COUNSELLOR_MOBILE = '6000000001';
const STUDENT_PAGES = 16;
const AUDIT_PAGE_SIZE = 20;

async function signIn(baseUrl, outbox, mobileNumber) {
  await call(baseUrl, 'POST', `/otp/generate?mobileNumber=${mobileNumber}`);
  const otp = await readOtp(outbox, mobileNumber);
  const session = await call(baseUrl, 'POST', '/otp/verify', { body: { mobileNumber, otp } });
  return { token: session.token, id: session.studentId, role: session.role };
}

/**
 * The counsellor and the admin, and what the cases are built from: students spread over the list (for
 * their pages), one generated student's number and reference id (to search for).
 */
export async function prepareStaff(portal) {
  const { baseUrl, outbox } = portal;
  const counsellor = await signIn(baseUrl, outbox, COUNSELLOR_MOBILE);
  const admin = await signIn(baseUrl, outbox, BENCH_ADMIN.mobile);
  if (counsellor.role !== 'COUNSELLOR' || admin.role !== 'ADMIN') {
    throw new Error(`signed in as ${counsellor.role} and ${admin.role}: is the population seeded?`);
  }
  const students = [];
  for (let page = 1; students.length < STUDENT_PAGES; page += 7) {
    const list = await call(baseUrl, 'GET', `/api/staff/students?pageNumber=${page}&pageSize=50`, {
      token: admin.token,
    });
    if (!list.content.length) break;
    students.push(...list.content.slice(0, 2));
  }
  if (!students.length) throw new Error('the staff student list is empty: is the population seeded?');
  return { counsellor, admin, students };
}

const get = (actor, path) => ({ method: 'GET', path, headers: { authorization: `Bearer ${actor.token}` } });
const spaced = (mobile) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/** [query string, who asks] of the student list: what a counsellor and an admin do all day. */
function listQueries({ counsellor, admin, students }) {
  const sample = students[Math.floor(students.length / 2)];
  return [
    ['', admin],
    ['sort=lastActivity', counsellor],
    ['mine=true', counsellor],
    ['mine=true&sort=lastActivity', counsellor],
    ['stage=PAID', admin],
    ['stage=COUNSELLING_BOOKED', counsellor],
    ['mine=true&stage=COUNSELLED', counsellor],
    [`counsellorId=${counsellor.id}&sort=lastActivity`, admin],
    ['hasUnreadMessages=true', counsellor],
    ['pageNumber=50', admin],
    ['stage=PAID&sort=lastActivity&pageNumber=20', admin],
    ['pageSize=50&pageNumber=3', counsellor],
    ['q=priya', counsellor],
    ['q=kumar&sort=lastActivity', admin],
    [`q=${encodeURIComponent(spaced(sample.mobileNumber))}`, counsellor],
    [`q=${sample.referenceId.toLowerCase()}`, admin],
    ['mine=true&q=sharma', counsellor],
    ['q=kumar&stage=APPLIED', admin],
  ];
}

export const STAFF_CASES = [
  {
    id: 'staff-list',
    name: 'GET /api/staff/students',
    requests: (actors) =>
      listQueries(actors).map(([query, actor]) => get(actor, `/api/staff/students?${query}`)),
  },
  {
    id: 'queue',
    name: 'GET /api/staff/queue',
    requests: ({ counsellor, admin }) => [
      get(admin, '/api/staff/queue'),
      get(counsellor, '/api/staff/queue?mine=true'),
      get(counsellor, '/api/staff/queue'),
    ],
  },
  {
    id: 'board',
    name: 'GET /api/staff/applications',
    requests: ({ counsellor, admin }) => [
      get(admin, '/api/staff/applications?pageNumber=1&pageSize=20'),
      get(counsellor, '/api/staff/applications?status=APPLIED&pageNumber=1&pageSize=20'),
      get(admin, '/api/staff/applications?status=UNDER_REVIEW&pageNumber=2&pageSize=20'),
      get(counsellor, `/api/staff/applications?counsellorId=${counsellor.id}&country=UK&pageSize=20`),
    ],
  },
  {
    id: 'student',
    name: 'GET /api/staff/students/:id',
    requests: ({ counsellor, admin, students }) =>
      students.map((student, index) =>
        get(index % 2 ? admin : counsellor, `/api/staff/students/${student.id}`),
      ),
  },
  {
    id: 'student-side',
    name: "a student's notes, messages, audit",
    requests: ({ counsellor, admin, students }) =>
      students.flatMap((student, index) => {
        const actor = index % 2 ? admin : counsellor;
        return [
          get(actor, `/api/staff/students/${student.id}/notes`),
          get(actor, `/api/staff/students/${student.id}/messages`),
          get(actor, `/api/staff/audit?studentId=${student.id}&pageSize=${AUDIT_PAGE_SIZE}`),
        ];
      }),
  },
].map((testCase) => ({ ...testCase, goal: { p99: 50 } }));

export const STAFF_CASE_IDS = STAFF_CASES.map((testCase) => testCase.id);
