import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shortlistEntries, studentDocuments, studentProfiles } from '../../src/schema/index.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { insertCourses } from '../shortlist/fixtures.ts';
import { insertBooking, insertDocument } from '../staff/fixtures.ts';

/**
 * Every call that takes a staff token and a student's id either writes through the
 * staff rules and the audit, or is refused for staff. The table holds every operation of the API
 * description that names a studentId (a test fails when one is added without a row), each with what a
 * counsellor's call must do: read (nothing written), be refused (nothing written), or be audited.
 * The list is also the table in docs/security.md ("Staff writes to a student's data").
 */
const t = useTestApp();
let student: TSignedIn;
let counsellor: TSignedIn;
let admin: TSignedIn;
const ids = {
  courses: [] as number[],
  choice: 0,
  document: 0,
  rejected: 0,
};
const course = (i: number) => ids.courses[i] as number;

type TExpect =
  | { read: true }
  /** The id is ignored: the call acts on the caller's own record, and the student's stays as it was. */
  | { ownOnly: true }
  | { refused: number; message?: string }
  | { audited: string; status?: number };
type TRow = {
  method: HTTPMethods;
  route: string;
  url: () => string;
  payload?: () => object;
  /** A multipart/form-data body instead of JSON (a message's send). */
  form?: () => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  admin?: true;
  expect: TExpect;
};

const qs = (params: Record<string, number | string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

const ROUTES: TRow[] = [
  // The exact calls of the issue: the legacy shortlist writes are the student's own; staff are refused.
  {
    method: 'POST',
    route: '/shortlist/add',
    url: () => '/shortlist/add',
    payload: () => ({ courseId: course(0), studentId: student.id, status: 'APPLIED' }),
    expect: { refused: 403 },
  },
  {
    method: 'POST',
    route: '/shortlist/add',
    url: () => '/shortlist/add',
    payload: () => ({ courseId: ids.choice, studentId: student.id, status: 'NOT_ELIGIBLE' }),
    expect: { refused: 403 },
  },
  {
    method: 'POST',
    route: '/shortlist/add',
    url: () => '/shortlist/add',
    payload: () => ({ courseId: course(1), studentId: student.id }),
    expect: { refused: 403 },
  },
  {
    method: 'DELETE',
    route: '/shortlist/delete',
    url: () => `/shortlist/delete?${qs({ courseId: ids.choice, studentId: student.id })}`,
    expect: { refused: 403 },
  },
  // The §7 document calls: audited, and held to the review's rule that a rejection carries a remark.
  {
    method: 'PUT',
    route: '/student/document/update-status',
    url: () => '/student/document/update-status',
    payload: () => ({ studentId: student.id, documentId: ids.document, status: 'REJECTED' }),
    expect: { refused: 400 },
  },
  {
    method: 'PUT',
    route: '/student/document/update-remarks',
    url: () => '/student/document/update-remarks',
    payload: () => ({ studentId: student.id, documentId: ids.rejected, remarks: '' }),
    expect: { refused: 400 },
  },
  {
    method: 'PUT',
    route: '/student/document/update-status',
    url: () => '/student/document/update-status',
    payload: () => ({ studentId: student.id, documentId: ids.document, status: 'ACCEPTED' }),
    expect: { audited: 'DOCUMENT_STATUS_CHANGED' },
  },
  {
    method: 'PUT',
    route: '/student/document/update-remarks',
    url: () => '/student/document/update-remarks',
    payload: () => ({ studentId: student.id, documentId: ids.document, remarks: 'Fine.' }),
    expect: { audited: 'DOCUMENT_REMARKS_CHANGED' },
  },
  // The console's calls.
  {
    method: 'PUT',
    route: '/api/staff/students/{studentId}/shortlist/{courseId}',
    url: () => `/api/staff/students/${student.id}/shortlist/${course(2)}`,
    payload: () => ({ status: 'EXPERT_CHOICE' }),
    expect: { audited: 'SHORTLIST_COURSE_ADDED' },
  },
  {
    method: 'PUT',
    route: '/api/staff/students/{studentId}/documents/{documentId}/review',
    url: () => `/api/staff/students/${student.id}/documents/${ids.document}/review`,
    payload: () => ({ status: 'REJECTED', remark: 'Pages are missing.' }),
    expect: { audited: 'DOCUMENT_REVIEWED' },
  },
  {
    method: 'POST',
    route: '/api/staff/students/{studentId}/counselling/complete',
    url: () => `/api/staff/students/${student.id}/counselling/complete`,
    expect: { audited: 'COUNSELLING_COMPLETED' },
  },
  {
    method: 'POST',
    route: '/api/staff/students/{studentId}/payments',
    url: () => `/api/staff/students/${student.id}/payments`,
    payload: () => ({ amount: 100 }),
    expect: { audited: 'PAYMENT_RECORDED', status: 201 },
  },
  {
    method: 'POST',
    route: '/api/staff/students/{studentId}/notes',
    url: () => `/api/staff/students/${student.id}/notes`,
    payload: () => ({ body: 'Called the student.' }),
    expect: { audited: 'STAFF_NOTE_ADDED', status: 201 },
  },
  {
    method: 'POST',
    route: '/api/staff/students/{studentId}/messages',
    url: () => `/api/staff/students/${student.id}/messages`,
    form: () => multipartBody({ body: 'Your offer letter is ready.' }),
    expect: { audited: 'MESSAGE_SENT', status: 201 },
  },
  // A read marker is no change of the student's records, and message 1 may not be theirs (404).
  {
    method: 'PUT',
    route: '/api/staff/students/{studentId}/messages/read',
    url: () => `/api/staff/students/${student.id}/messages/read`,
    payload: () => ({ upToId: 1 }),
    expect: { read: true },
  },
  // The student has not opted out of the course three times: nothing to lift (the grant itself is
  // tested in applications/extra-application.test.ts).
  {
    method: 'POST',
    route: '/api/staff/students/{studentId}/courses/{courseId}/extra-application',
    url: () => `/api/staff/students/${student.id}/courses/${course(0)}/extra-application`,
    payload: () => ({}),
    admin: true,
    expect: { refused: 409 },
  },
  {
    method: 'PUT',
    route: '/api/staff/students/{studentId}/counsellor',
    url: () => `/api/staff/students/${student.id}/counsellor`,
    payload: () => ({ counsellorId: counsellor.id }),
    admin: true,
    expect: { audited: 'STUDENT_ASSIGNED' },
  },
  // The profile calls take the id from the token; a studentId sent is ignored (§7).
  {
    method: 'PUT',
    route: '/api/student-profiles',
    url: () => '/api/student-profiles',
    payload: () => ({ studentId: student.id, fullName: 'Changed By Staff' }),
    expect: { ownOnly: true },
  },
  {
    method: 'GET',
    route: '/api/student-profiles',
    url: () => `/api/student-profiles?studentId=${student.id}`,
    expect: { ownOnly: true },
  },
  // Reads: staff may read any student; nothing is written.
  ...(
    [
      ['/shortlist/{studentId}', () => `/shortlist/${student.id}`],
      ['/api/course/student', () => `/api/course/student?studentId=${student.id}`],
      ['/api/enrollments/student', () => `/api/enrollments/student?studentId=${student.id}`],
      ['/api/application', () => `/api/application?studentId=${student.id}`],
      ['/student/document/download-all', () => `/student/document/download-all?studentId=${student.id}`],
      [
        '/student/document/download',
        () => `/student/document/download?${qs({ documentId: ids.document, studentId: student.id })}`,
      ],
      [
        '/student/document/get-remarks',
        () => `/student/document/get-remarks?${qs({ documentId: ids.document, studentId: student.id })}`,
      ],
      [
        '/student/document/versions',
        () => `/student/document/versions?${qs({ documentId: ids.document, studentId: student.id })}`,
      ],
      [
        '/student/document/version/download',
        () => `/student/document/version/download?${qs({ versionId: 1, studentId: student.id })}`,
      ],
      ['/api/student-profiles/{studentId}', () => `/api/student-profiles/${student.id}`],
      ['/api/staff/students/{studentId}', () => `/api/staff/students/${student.id}`],
      ['/api/staff/students/{studentId}/notes', () => `/api/staff/students/${student.id}/notes`],
      ['/api/staff/students/{studentId}/messages', () => `/api/staff/students/${student.id}/messages`],
      [
        '/api/staff/students/{studentId}/messages/{messageId}/attachment',
        () => `/api/staff/students/${student.id}/messages/1/attachment`,
      ],
      ['/api/staff/students/{studentId}/plan', () => `/api/staff/students/${student.id}/plan`],
      ['/api/staff/students/{studentId}/photo', () => `/api/staff/students/${student.id}/photo`],
      ['/api/staff/audit', () => `/api/staff/audit?studentId=${student.id}`],
    ] as const
  ).map(([route, url]): TRow => ({ method: 'GET', route, url, expect: { read: true } })),
];

type TOperation = {
  parameters?: { name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

/** Every operation of the served API description with a parameter or body field named studentId. */
async function operationsNamingAStudent(): Promise<string[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const found: string[] = [];
  for (const [path, operations] of Object.entries<Record<string, TOperation>>(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const inParameters = (operation.parameters ?? []).some((parameter) => parameter.name === 'studentId');
      const body = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      if (inParameters || 'studentId' in body) found.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return found;
}

const studentState = async () => ({
  shortlist: await t.app.db.select().from(shortlistEntries).where(eq(shortlistEntries.studentId, student.id)),
  documents: await t.app.db.select().from(studentDocuments).where(eq(studentDocuments.studentId, student.id)),
  audit: await t.app.db.select().from(auditLog).where(eq(auditLog.studentId, student.id)),
  profile: await t.app.db.select().from(studentProfiles).where(eq(studentProfiles.studentId, student.id)),
});

beforeAll(async () => {
  student = await createSignedInUser(t.app);
  counsellor = await createSignedInUser(t.app, 'COUNSELLOR');
  admin = await createSignedInUser(t.app, 'ADMIN');
  ids.courses = await insertCourses(t.app, 4);
  ids.choice = course(3);
  const added = await t.app.inject({
    method: 'POST',
    url: '/shortlist/add',
    headers: student.headers,
    payload: { courseId: ids.choice },
  });
  expect(added.statusCode, added.body).toBe(201);
  await insertBooking(t.app, student.id, 'BOOKED');
  ids.document = (await insertDocument(t.app, student, { type: 'PASSPORT', name: 'Passport' })).id;
  ids.rejected = (
    await insertDocument(t.app, student, {
      type: 'RESUME',
      name: 'CV',
      status: 'REJECTED',
      remarks: 'Unsigned.',
    })
  ).id;
});

describe('staff calls that name a student: the rules and the audit, or a refusal', () => {
  it('the table lists every operation of the API that names a studentId', async () => {
    const listed = new Set(ROUTES.map((row) => `${row.method} ${row.route}`));
    const named = await operationsNamingAStudent();
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((operation) => !listed.has(operation))).toEqual([]);
  });

  const named = ROUTES.map((row, i) => [`${i + 1}. ${row.method} ${row.route}`, row] as const);
  describe.each(named)('%s', (_name, row) => {
    it(`${row.admin ? 'an admin' : 'a counsellor'}: ${JSON.stringify(row.expect)}`, async () => {
      const actor = row.admin ? admin : counsellor;
      const before = await studentState();
      const form = await row.form?.();
      const res = await t.app.inject({
        method: row.method,
        url: row.url(),
        headers: { ...actor.headers, ...form?.headers },
        ...(row.payload ? { payload: row.payload() } : {}),
        ...(form ? { payload: form.payload } : {}),
      });
      const after = await studentState();
      if ('read' in row.expect || 'ownOnly' in row.expect) {
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(after).toEqual(before);
      } else if ('refused' in row.expect) {
        expect(res.statusCode, res.body).toBe(row.expect.refused);
        expect(res.json().debugMessage).toEqual(expect.any(String));
        expect(after).toEqual(before);
      } else {
        expect(res.statusCode, res.body).toBe(row.expect.status ?? 200);
        const added = after.audit.filter((entry) => !before.audit.some((old) => old.id === entry.id));
        expect(added.map((entry) => [entry.action, entry.actorId, entry.actorRole])).toEqual([
          [row.expect.audited, actor.id, row.admin ? 'ADMIN' : 'COUNSELLOR'],
        ]);
      }
    });
  });
});

describe('the staff calls on a student, one by one', () => {
  it("a counsellor's APPLIED through /shortlist/add leaves no entry, and the student is not stuck", async () => {
    // A student of their own: the table above completed the other one's counselling.
    const student = await createSignedInUser(t.app);
    const [courseId] = await insertCourses(t.app, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/shortlist/add',
      headers: counsellor.headers,
      payload: { courseId, studentId: student.id, status: 'APPLIED' },
    });
    expect(res.statusCode, res.body).toBe(403);
    const listed = await t.app.inject({ method: 'GET', url: '/shortlist', headers: student.headers });
    expect(listed.json().map((item: { courseId: number }) => item.courseId)).not.toContain(courseId);
    // The student can still shortlist and remove it as their own choice.
    const own = await t.app.inject({
      method: 'POST',
      url: '/shortlist/add',
      headers: student.headers,
      payload: { courseId },
    });
    expect(own.json().status).toBe('STUDENT_CHOICE');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/shortlist/delete?courseId=${courseId}`,
      headers: student.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const applications = await t.app.inject({
      method: 'GET',
      url: '/api/application',
      headers: student.headers,
    });
    expect(applications.json()).toEqual([]);
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.studentId, student.id))).toEqual([]);
  });

  it("a counsellor cannot remove a student's own choice through /shortlist/delete", async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/shortlist/delete?courseId=${ids.choice}&studentId=${student.id}`,
      headers: counsellor.headers,
    });
    expect(res.statusCode, res.body).toBe(403);
    const listed = await t.app.inject({ method: 'GET', url: '/shortlist', headers: student.headers });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ courseId: ids.choice, status: 'STUDENT_CHOICE' }),
    );
  });
});
