import { eq } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  auditLog,
  counsellingBookings,
  messages,
  payments,
  shortlistEntries,
  staffNotes,
  studentDocuments,
} from '../../src/schema/index.ts';
import { createSignedInUser, nextMobileNumber, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertCourses } from '../shortlist/fixtures.ts';
import { insertApplication, insertBooking, insertDocument } from '../staff/fixtures.ts';

/**
 * Role checks of every staff call: a student token gets 403 (even when the student names itself),
 * no token gets 401, and nothing changes. The table lists every staff route; a test below fails when
 * a route under /api/staff is added without a row here. Rows marked admin are ADMIN only (a
 * counsellor's refusal is tested in test/staff-accounts).
 */
const t = useTestApp();
let student: TSignedIn;
let staff: TSignedIn;
let admin: TSignedIn;
/** Whose sessions the end-sessions row ends (not `staff`, whose token the other rows use). */
let colleague: TSignedIn;
const ids = { course: 0, shortlistedCourse: 0, document: 0, application: 0, payment: 0 };

type TRow = { method: HTTPMethods; route: string; url: () => string; payload?: () => object; admin?: true };

const STAFF_ROUTES: TRow[] = [
  { method: 'GET', route: '/api/staff/students', url: () => '/api/staff/students?q=a' },
  {
    method: 'GET',
    route: '/api/staff/students/:studentId',
    url: () => `/api/staff/students/${student.id}`,
  },
  {
    method: 'POST',
    route: '/api/staff/students/:studentId/counselling/complete',
    url: () => `/api/staff/students/${student.id}/counselling/complete`,
  },
  {
    method: 'PUT',
    route: '/api/staff/students/:studentId/shortlist/:courseId',
    url: () => `/api/staff/students/${student.id}/shortlist/${ids.course}`,
    payload: () => ({ status: 'EXPERT_CHOICE' }),
  },
  {
    method: 'PUT',
    route: '/api/staff/students/:studentId/shortlist/:courseId',
    url: () => `/api/staff/students/${student.id}/shortlist/${ids.shortlistedCourse}`,
    payload: () => ({ status: 'NOT_ELIGIBLE', reason: 'Needs a first-class degree.' }),
  },
  {
    method: 'POST',
    route: '/api/staff/students/:studentId/payments',
    url: () => `/api/staff/students/${student.id}/payments`,
    payload: () => ({ amount: 4956 }),
  },
  {
    method: 'GET',
    route: '/api/staff/payments/:paymentId/receipt',
    url: () => `/api/staff/payments/${ids.payment}/receipt`,
  },
  {
    method: 'GET',
    route: '/api/staff/payments/:paymentId/receipt.pdf',
    url: () => `/api/staff/payments/${ids.payment}/receipt.pdf`,
  },
  {
    method: 'PUT',
    route: '/api/staff/students/:studentId/documents/:documentId/review',
    url: () => `/api/staff/students/${student.id}/documents/${ids.document}/review`,
    payload: () => ({ status: 'REJECTED', remark: 'Pages are missing.' }),
  },
  {
    method: 'GET',
    route: '/api/staff/students/:studentId/notes',
    url: () => `/api/staff/students/${student.id}/notes`,
  },
  {
    method: 'POST',
    route: '/api/staff/students/:studentId/notes',
    url: () => `/api/staff/students/${student.id}/notes`,
    payload: () => ({ body: 'Called the student.' }),
  },
  {
    method: 'GET',
    route: '/api/staff/students/:studentId/messages',
    url: () => `/api/staff/students/${student.id}/messages`,
  },
  {
    method: 'POST',
    route: '/api/staff/students/:studentId/messages',
    url: () => `/api/staff/students/${student.id}/messages`,
    payload: () => ({ body: 'Hello.' }),
  },
  {
    method: 'PUT',
    route: '/api/staff/students/:studentId/messages/read',
    url: () => `/api/staff/students/${student.id}/messages/read`,
    payload: () => ({ upToId: 1 }),
  },
  {
    method: 'GET',
    route: '/api/staff/students/:studentId/messages/:messageId/attachment',
    url: () => `/api/staff/students/${student.id}/messages/1/attachment`,
  },
  { method: 'GET', route: '/api/staff/audit', url: () => `/api/staff/audit?studentId=${student.id}` },
  { method: 'GET', route: '/api/staff/audit/:auditId', url: () => '/api/staff/audit/1', admin: true },
  { method: 'GET', route: '/api/staff/queue', url: () => '/api/staff/queue?mine=true' },
  { method: 'GET', route: '/api/staff/applications', url: () => '/api/staff/applications?status=APPLIED' },
  {
    method: 'GET',
    route: '/api/staff/exports/students.csv',
    url: () => '/api/staff/exports/students.csv?stage=REGISTERED',
  },
  {
    method: 'GET',
    route: '/api/staff/exports/applications.csv',
    url: () => '/api/staff/exports/applications.csv?status=APPLIED',
  },
  {
    method: 'PUT',
    route: '/api/staff/applications/:applicationId/status',
    url: () => `/api/staff/applications/${ids.application}/status`,
    payload: () => ({ status: 'UNDER_REVIEW' }),
  },
  {
    method: 'POST',
    route: '/api/staff/applications/:applicationId/offer-letter',
    url: () => `/api/staff/applications/${ids.application}/offer-letter?kind=CONDITIONAL`,
  },
  {
    method: 'PUT',
    route: '/api/staff/applications/:applicationId/conditional-documents',
    url: () => `/api/staff/applications/${ids.application}/conditional-documents`,
    payload: () => ({ types: ['IELTS'] }),
  },
  {
    method: 'PUT',
    route: '/student/document/update-status',
    url: () => '/student/document/update-status',
    payload: () => ({ studentId: student.id, documentId: ids.document, status: 'ACCEPTED' }),
  },
  {
    method: 'PUT',
    route: '/student/document/update-remarks',
    url: () => '/student/document/update-remarks',
    payload: () => ({ studentId: student.id, documentId: ids.document, remarks: 'Looks fine' }),
  },
  {
    method: 'POST',
    route: '/api/staff/students/:studentId/courses/:courseId/extra-application',
    url: () => `/api/staff/students/${student.id}/courses/${ids.course}/extra-application`,
    payload: () => ({ reason: 'Opted out by mistake.' }),
    admin: true,
  },
  { method: 'GET', route: '/api/staff/me', url: () => '/api/staff/me' },
  { method: 'GET', route: '/api/staff/me/contact-card', url: () => '/api/staff/me/contact-card' },
  {
    method: 'PUT',
    route: '/api/staff/me/contact-card',
    url: () => '/api/staff/me/contact-card',
    payload: () => ({
      showSignInNumber: false,
      displayPhone: null,
      whatsappNumber: null,
      workingDays: [],
      hoursFrom: null,
      hoursTo: null,
      meetingLink: null,
    }),
  },
  { method: 'GET', route: '/api/staff/members', url: () => '/api/staff/members' },
  { method: 'GET', route: '/api/staff/accounts', url: () => '/api/staff/accounts', admin: true },
  {
    method: 'POST',
    route: '/api/staff/accounts',
    url: () => '/api/staff/accounts',
    payload: () => ({ mobileNumber: nextMobileNumber(), name: 'New Colleague', role: 'COUNSELLOR' }),
    admin: true,
  },
  {
    method: 'PATCH',
    route: '/api/staff/accounts/:staffId',
    url: () => `/api/staff/accounts/${staff.id}`,
    payload: () => ({ role: 'COUNSELLOR' }),
    admin: true,
  },
  {
    method: 'PUT',
    route: '/api/staff/students/:studentId/counsellor',
    url: () => `/api/staff/students/${student.id}/counsellor`,
    payload: () => ({ counsellorId: staff.id }),
    admin: true,
  },
  {
    method: 'GET',
    route: '/api/staff/students/:studentId/plan',
    url: () => `/api/staff/students/${student.id}/plan`,
  },
  {
    method: 'GET',
    route: '/api/staff/students/:studentId/photo',
    url: () => `/api/staff/students/${student.id}/photo`,
  },
  {
    method: 'POST',
    route: '/api/staff/accounts/:staffId/disable',
    url: () => `/api/staff/accounts/${colleague.id}/disable`,
    payload: () => ({ reassign: { roundRobin: true } }),
    admin: true,
  },
  {
    method: 'POST',
    route: '/api/staff/accounts/:staffId/end-sessions',
    url: () => `/api/staff/accounts/${colleague.id}/end-sessions`,
    admin: true,
  },
  {
    method: 'GET',
    route: '/api/staff/applications/:applicationId/post-offer',
    url: () => `/api/staff/applications/${ids.application}/post-offer`,
  },
  {
    method: 'PUT',
    route: '/api/staff/applications/:applicationId/post-offer/deposit',
    url: () => `/api/staff/applications/${ids.application}/post-offer/deposit`,
    payload: () => ({ amount: 5000, currency: 'GBP', dueOn: '2030-01-10' }),
  },
  {
    method: 'POST',
    route: '/api/staff/applications/:applicationId/post-offer/deposit/verify',
    url: () => `/api/staff/applications/${ids.application}/post-offer/deposit/verify`,
    payload: () => ({ paidAmount: 5000, paidOn: '2030-01-05' }),
  },
  {
    method: 'POST',
    route: '/api/staff/applications/:applicationId/post-offer/deposit/reject',
    url: () => `/api/staff/applications/${ids.application}/post-offer/deposit/reject`,
    payload: () => ({ reason: 'The receipt is unreadable.' }),
  },
  {
    method: 'POST',
    route: '/api/staff/applications/:applicationId/post-offer/interviews',
    url: () => `/api/staff/applications/${ids.application}/post-offer/interviews`,
    payload: () => ({
      kind: 'PRE_CAS',
      startsAtLocal: '2030-02-01T10:00',
      timeZone: 'Europe/London',
      meetingLink: 'https://meet.example.org/x',
    }),
  },
  {
    method: 'PUT',
    route: '/api/staff/applications/:applicationId/post-offer/interviews/:interviewId/outcome',
    url: () => `/api/staff/applications/${ids.application}/post-offer/interviews/1/outcome`,
    payload: () => ({ outcome: 'PASSED' }),
  },
  {
    method: 'PUT',
    route: '/api/staff/applications/:applicationId/post-offer/confirmation',
    url: () => `/api/staff/applications/${ids.application}/post-offer/confirmation`,
    payload: () => ({ reference: 'CAS123', issuedOn: '2030-01-05' }),
  },
  {
    method: 'PUT',
    route: '/api/staff/applications/:applicationId/post-offer/visa/lodged',
    url: () => `/api/staff/applications/${ids.application}/post-offer/visa/lodged`,
    payload: () => ({ lodgedOn: '2030-01-05', reference: 'GWF123' }),
  },
  {
    method: 'PUT',
    route: '/api/staff/applications/:applicationId/post-offer/visa/decision',
    url: () => `/api/staff/applications/${ids.application}/post-offer/visa/decision`,
    payload: () => ({
      decision: 'GRANTED',
      decidedOn: '2030-01-05',
      validFrom: '2030-01-06',
      validUntil: '2031-01-06',
    }),
  },
  {
    method: 'PUT',
    route: '/api/staff/applications/:applicationId/post-offer/visa/checklist/:key',
    url: () => `/api/staff/applications/${ids.application}/post-offer/visa/checklist/PASSPORT`,
    payload: () => ({ done: true }),
  },
  {
    method: 'PUT',
    route: '/api/staff/applications/:applicationId/post-offer/visa/funds',
    url: () => `/api/staff/applications/${ids.application}/post-offer/visa/funds`,
    payload: () => ({ livingOptionKey: 'LONDON', dependants: 0 }),
  },
  {
    method: 'POST',
    route: '/api/staff/applications/:applicationId/post-offer/pre-departure/complete',
    url: () => `/api/staff/applications/${ids.application}/post-offer/pre-departure/complete`,
    payload: () => ({}),
  },
  {
    method: 'PUT',
    route: '/api/staff/application-documents/:documentId/review',
    url: () => '/api/staff/application-documents/1/review',
    payload: () => ({ status: 'ACCEPTED', remark: '' }),
  },
  {
    method: 'GET',
    route: '/api/staff/notification-queue',
    url: () => '/api/staff/notification-queue',
    admin: true,
  },
  {
    method: 'POST',
    route: '/api/staff/notification-queue/jobs/:jobId/retry',
    url: () => '/api/staff/notification-queue/jobs/5f1c6a3e-0b7e-4c1e-9d57-3a1f2b6c8d90/retry',
    admin: true,
  },
  {
    method: 'PUT',
    route: '/api/staff/conditional-documents/:documentId/review',
    url: () => '/api/staff/conditional-documents/1/review',
    payload: () => ({ status: 'ACCEPTED', remark: '' }),
  },
];

/** Every route under /api/staff, from Fastify's own route tree ("├── /path (GET, HEAD)", nested). */
function registeredStaffRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (path.startsWith('/api/staff') && method !== 'HEAD') found.push(`${method} ${path}`);
    }
  }
  return found;
}

/** What a refused call must leave untouched: the student's whole journey state. */
const snapshot = async () => ({
  bookings: await t.app.db
    .select()
    .from(counsellingBookings)
    .where(eq(counsellingBookings.studentId, student.id)),
  shortlist: await t.app.db.select().from(shortlistEntries).where(eq(shortlistEntries.studentId, student.id)),
  payments: await t.app.db.select().from(payments).where(eq(payments.studentId, student.id)),
  documents: await t.app.db.select().from(studentDocuments).where(eq(studentDocuments.studentId, student.id)),
  applications: await t.app.db.select().from(applications).where(eq(applications.studentId, student.id)),
  audit: await t.app.db.select().from(auditLog).where(eq(auditLog.studentId, student.id)),
  notes: await t.app.db.select().from(staffNotes).where(eq(staffNotes.studentId, student.id)),
  messages: await t.app.db.select().from(messages).where(eq(messages.studentId, student.id)),
});

beforeAll(async () => {
  student = await createSignedInUser(t.app);
  staff = await createSignedInUser(t.app, 'COUNSELLOR');
  admin = await createSignedInUser(t.app, 'ADMIN');
  colleague = await createSignedInUser(t.app, 'COUNSELLOR');
  const [course, shortlisted, applied] = await insertCourses(t.app, 3);
  Object.assign(ids, { course, shortlistedCourse: shortlisted });
  const added = await t.app.inject({
    method: 'POST',
    url: '/shortlist/add',
    headers: student.headers,
    payload: { courseId: shortlisted },
  });
  expect(added.statusCode).toBe(201);
  await insertBooking(t.app, student.id, 'BOOKED');
  ids.document = (await insertDocument(t.app, student, { type: 'PASSPORT', name: 'Passport' })).id;
  ids.application = (await insertApplication(t.app, student, applied as number, 'APPLIED')).id;
  const [payment] = await t.app.db
    .insert(payments)
    .values({ studentId: student.id, amount: 100, recordedBy: staff.id })
    .returning({ id: payments.id });
  ids.payment = payment?.id ?? 0;
});

describe('staff calls refuse students and anonymous callers', () => {
  it('the table lists every route registered under /api/staff', () => {
    const listed = new Set(STAFF_ROUTES.map((row) => `${row.method} ${row.route}`));
    const registered = registeredStaffRoutes(t.app);
    expect(registered.length).toBeGreaterThanOrEqual(6);
    expect(registered.filter((route) => !listed.has(route))).toEqual([]);
    for (const row of STAFF_ROUTES)
      expect(t.app.hasRoute({ method: row.method, url: row.route }), row.route).toBe(true);
  });

  describe.each(STAFF_ROUTES)('$method $route', (row) => {
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: row.method,
        url: row.url(),
        headers,
        ...(row.payload ? { payload: row.payload() } : {}),
      });

    it('answers 403 to a student token, even for its own records, and changes nothing', async () => {
      const before = await snapshot();
      const res = await send(student.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        status: 'FORBIDDEN',
        debugMessage: 'Only counsellors and admins can do that.',
      });
      expect(await snapshot()).toEqual(before);
    });

    it('answers 401 without a token, and changes nothing', async () => {
      const before = await snapshot();
      const res = await send({});
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toBe('SESSION_EXPIRED');
      expect(await snapshot()).toEqual(before);
    });

    it('lets a staff token past the role check', async () => {
      const res = await send((row.admin ? admin : staff).headers);
      expect([401, 403]).not.toContain(res.statusCode);
    });
  });
});
