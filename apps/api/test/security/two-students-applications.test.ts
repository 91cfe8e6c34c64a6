import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationDocuments,
  applications,
  conditionalDocuments,
  storedFiles,
} from '../../src/schema/index.ts';
import { useApplicationsFixture } from '../applications/fixture.ts';
import { createReadyStudent } from '../applications/helpers.ts';
import { tinyPdf } from '../helpers/files.ts';
import type { TSignedIn } from '../helpers/students.ts';

/**
 * Student A applies and gets offers, documents and conditional documents; student B (an applicant
 * too) then tries every application call with A's ids and must neither read nor change anything.
 */
const { t, calls, state, staff, course, storedFileCount } = useApplicationsFixture({
  courses: 3,
  offset: 60,
  staff: 'COUNSELLOR',
});
let a: TSignedIn;
let b: TSignedIn;
let conditionalApp: number;
let unconditionalApp: number;
let ownApp: number;
let sopId: number;
let portfolioId: number;
let passportDocId: number;
let ieltsDocId: number;

/** Everything of A's the calls could touch, to compare before and after B's attempts. */
async function snapshotOfA() {
  const apps = await t.app.db.select().from(applications).where(eq(applications.studentId, a.id));
  const ids = apps.map((row) => row.id);
  const docs = (await t.app.db.select().from(applicationDocuments)).filter((row) =>
    ids.includes(row.applicationId),
  );
  const conditional = (await t.app.db.select().from(conditionalDocuments)).filter((row) =>
    ids.includes(row.applicationId),
  );
  const files = await t.app.db.select().from(storedFiles).where(eq(storedFiles.studentId, a.id));
  return JSON.stringify({ apps, docs, conditional, files });
}

beforeAll(async () => {
  const [c0, c1, c2] = [course(0), course(1), course(2)];
  a = await createReadyStudent(t.app, state, [c0, c1]);
  b = await createReadyStudent(t.app, state, [c2]);
  conditionalApp = await calls.applyOk(a, c0);
  unconditionalApp = await calls.applyOk(a, c1);
  ownApp = await calls.applyOk(b, c2);

  const ok = <T extends { statusCode: number; body: string }>(res: T): T => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  sopId = ok(
    await calls.uploadDocument(a, { applicationId: String(conditionalApp), type: 'STATEMENT_OF_PURPOSE' }),
  ).json().id;
  portfolioId = ok(
    await calls.uploadDocument(a, { applicationId: String(conditionalApp), type: 'PORTFOLIO' }),
  ).json().id;
  const docs = ok(await calls.setConditionalTypes(staff, conditionalApp, ['PASSPORT', 'IELTS'])).json();
  [passportDocId, ieltsDocId] = docs.conditionalDocuments.map((doc: { id: number }) => doc.id);
  for (const [app, status] of [
    [conditionalApp, 'CONDITIONAL_OFFER_RECEIVED'],
    [unconditionalApp, 'UNCONDITIONAL_OFFER_RECEIVED'],
  ] as const) {
    ok(await calls.uploadOfferLetter(staff, app, 'CONDITIONAL'));
    ok(await calls.uploadOfferLetter(staff, app, 'UNCONDITIONAL'));
    ok(await calls.setStatus(staff, app, status));
  }
  ok(await calls.uploadConditional(a, { documentId: String(passportDocId) }));
});

/** B's answer is a refusal that carries none of A's data. */
function expectRefusal(res: { statusCode: number; body: string }, httpStatus: 403 | 404) {
  expect(res.statusCode).toBe(httpStatus);
  expect(res.body).not.toContain('tempURL');
  expect(res.body).not.toContain('/api/files/download');
  for (const courseId of [course(0), course(1)]) expect(res.body).not.toContain(`"courseId":${courseId}`);
}

describe("student B cannot read student A's applications", () => {
  it('GET /api/application/{id}: A reads it, B gets 404', async () => {
    expect((await calls.get(a, conditionalApp)).statusCode).toBe(200);
    for (const id of [conditionalApp, unconditionalApp]) expectRefusal(await calls.get(b, id), 404);
  });

  it("GET /api/application: B's list holds only B's application; naming A is 403", async () => {
    const own = (await calls.list(b)).json();
    expect(own.map((item: { id: number }) => item.id)).toEqual([ownApp]);
    expectRefusal(await calls.list(b, { studentId: String(a.id) }), 403);
  });

  it('GET /application/document/all: B gets 404 for each of A’s applications', async () => {
    const mine = (await calls.listDocuments(a, conditionalApp)).json();
    expect(mine.documents).toHaveLength(2);
    expect(mine.conditionalDocuments).toHaveLength(2);
    for (const id of [conditionalApp, unconditionalApp]) expectRefusal(await calls.listDocuments(b, id), 404);
  });

  it('GET offer downloads: A gets the letters, B gets 404 for both kinds on both applications', async () => {
    expect((await calls.downloadOffer(a, 'conditional', conditionalApp)).statusCode).toBe(200);
    expect((await calls.downloadOffer(a, 'unconditional', unconditionalApp)).statusCode).toBe(200);
    for (const id of [conditionalApp, unconditionalApp]) {
      for (const kind of ['conditional', 'unconditional'] as const) {
        expectRefusal(await calls.downloadOffer(b, kind, id), 404);
      }
    }
  });
});

describe("student B cannot change student A's applications", () => {
  it("POST /api/application with A's enrollment: 403, nothing created", async () => {
    const before = await snapshotOfA();
    const res = await calls.apply(b, course(2), a.enrollmentId);
    expectRefusal(res, 403);
    expect(await snapshotOfA()).toBe(before);
  });

  it("POST /application/document/upload to A's application: 404, nothing stored anywhere", async () => {
    const before = await snapshotOfA();
    const filesOfB = await storedFileCount(b.id);
    for (const type of ['STATEMENT_OF_PURPOSE', 'PORTFOLIO']) {
      const res = await calls.uploadDocument(b, {
        applicationId: String(conditionalApp),
        type,
        uploadedBy: String(a.id),
      });
      expectRefusal(res, 404);
    }
    expect(await snapshotOfA()).toBe(before);
    expect(await storedFileCount(b.id)).toBe(filesOfB);
  });

  it("DELETE /api/application/documents/{id} of A's rows: 404, rows kept", async () => {
    const before = await snapshotOfA();
    for (const id of [portfolioId, sopId]) expectRefusal(await calls.removeDocument(b, id), 404);
    expect(await snapshotOfA()).toBe(before);
  });

  it("POST /application/document/conditional/upload to A's documents: 404, nothing replaced", async () => {
    const before = await snapshotOfA();
    for (const id of [passportDocId, ieltsDocId]) {
      const res = await calls.uploadConditional(
        b,
        { documentId: String(id), uploadedBy: '1' },
        {
          name: 'fake.pdf',
          bytes: tinyPdf('not A'),
        },
      );
      expectRefusal(res, 404);
    }
    expect(await snapshotOfA()).toBe(before);
  });
});

describe('students cannot use the staff application calls (403), even on their own applications', () => {
  for (const who of ['A (owner)', 'B (other)'] as const) {
    const user = () => (who === 'A (owner)' ? a : b);

    it(`${who}: PUT status → 403`, async () => {
      const before = await snapshotOfA();
      expectRefusal(await calls.setStatus(user(), conditionalApp, 'UNCONDITIONAL_OFFER_RECEIVED'), 403);
      expect(await snapshotOfA()).toBe(before);
    });

    it(`${who}: POST offer-letter → 403`, async () => {
      const before = await snapshotOfA();
      for (const kind of ['CONDITIONAL', 'UNCONDITIONAL']) {
        expectRefusal(await calls.uploadOfferLetter(user(), conditionalApp, kind), 403);
      }
      expect(await snapshotOfA()).toBe(before);
    });

    it(`${who}: PUT conditional-documents → 403`, async () => {
      const before = await snapshotOfA();
      expectRefusal(await calls.setConditionalTypes(user(), conditionalApp, []), 403);
      expect(await snapshotOfA()).toBe(before);
    });
  }

  it('B cannot move its own application either', async () => {
    expectRefusal(await calls.setStatus(b, ownApp, 'UNCONDITIONAL_OFFER_RECEIVED'), 403);
    expect((await calls.get(b, ownApp)).json().status).toBe('APPLIED');
  });
});
