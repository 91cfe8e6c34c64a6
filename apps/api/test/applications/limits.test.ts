import { APPLICATION_MESSAGES, LIMITS, UPLOAD_QUOTAS } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationDocuments, applications } from '../../src/schema/index.ts';
import { useApplicationsFixture } from './fixture.ts';
import { createReadyStudent } from './helpers.ts';

/** Server-side limits: portfolio rows per application, and apply / opt-out cycles per course. */
const { t, calls, state, course, applied, storedFileCount } = useApplicationsFixture({
  courses: 2,
  offset: 100,
});

afterEach(() => {
  vi.restoreAllMocks();
});

const portfolio = (applicationId: number) => ({ applicationId: String(applicationId), type: 'PORTFOLIO' });

const portfolioRows = async (applicationId: number) =>
  t.app.db
    .select()
    .from(applicationDocuments)
    .where(
      and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.type, 'PORTFOLIO')),
    );

describe(`at most ${LIMITS.portfolioDocumentsMax} portfolio rows per application`, () => {
  it('refuses one more with 409 before reading the file; a SOP still goes; a removal makes room', async () => {
    const { student, applicationId } = await applied();
    const ids: number[] = [];
    for (let i = 0; i < LIMITS.portfolioDocumentsMax; i++) {
      const res = await calls.uploadDocument(student, portfolio(applicationId));
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }

    const put = vi.spyOn(t.app.storage, 'putStaged');
    const refused = await calls.uploadDocument(student, portfolio(applicationId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().debugMessage).toBe(APPLICATION_MESSAGES.portfolioLimitReached);
    expect(put).not.toHaveBeenCalled();
    expect(await storedFileCount(student.id)).toBe(LIMITS.portfolioDocumentsMax);

    // These uploads may have used this minute's allowance (UPLOAD_QUOTAS.uploadsPerMinute): the next minute.
    t.clock.offsetMs += 61_000;
    const sop = await calls.uploadDocument(student, {
      applicationId: String(applicationId),
      type: 'STATEMENT_OF_PURPOSE',
    });
    expect(sop.statusCode, sop.body).toBe(201);

    expect((await calls.removeDocument(student, ids[0] as number)).statusCode).toBe(200);
    expect((await calls.uploadDocument(student, portfolio(applicationId))).statusCode).toBe(201);
    expect(await portfolioRows(applicationId)).toHaveLength(LIMITS.portfolioDocumentsMax);
  });

  it('counts in the insert transaction: parallel uploads never pass the limit', async () => {
    const { student, applicationId } = await applied();
    // A student streams at most UPLOAD_QUOTAS.concurrentUploadsPerStudent at once: the last free
    // place is raced by that many uploads.
    for (let i = 1; i < LIMITS.portfolioDocumentsMax; i++)
      expect((await calls.uploadDocument(student, portfolio(applicationId))).statusCode).toBe(201);
    t.clock.offsetMs += 61_000; // a new minute (UPLOAD_QUOTAS.uploadsPerMinute)
    const results = await Promise.all(
      Array.from({ length: UPLOAD_QUOTAS.concurrentUploadsPerStudent }, () =>
        calls.uploadDocument(student, portfolio(applicationId)),
      ),
    );
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(UPLOAD_QUOTAS.concurrentUploadsPerStudent - 1);
    expect(await portfolioRows(applicationId)).toHaveLength(LIMITS.portfolioDocumentsMax);
    expect(await storedFileCount(student.id)).toBe(LIMITS.portfolioDocumentsMax);
  });
});

describe(`applying again after ${LIMITS.withdrawalsPerCourseMax} opt-outs of a course`, () => {
  it('is refused with 409; other courses are not affected', async () => {
    const student = await createReadyStudent(t.app, state, [course(0), course(1)]);
    for (let i = 0; i < LIMITS.withdrawalsPerCourseMax; i++) {
      const res = await calls.apply(student, course(0));
      expect(res.statusCode, res.body).toBe(201);
      expect((await calls.withdraw(student, res.json().id)).statusCode).toBe(200);
    }

    const refused = await calls.apply(student, course(0));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().debugMessage).toBe(APPLICATION_MESSAGES.withdrawalLimitReached);
    const rows = await t.app.db
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.studentId, student.id), eq(applications.courseId, course(0))));
    expect(rows.map((row) => row.status)).toEqual(
      Array.from({ length: LIMITS.withdrawalsPerCourseMax }, () => 'WITHDRAWN'),
    );
    expect(await state.shortlistStatus(student.id, course(0))).toBe('EXPERT_CHOICE');

    expect((await calls.apply(student, course(1))).statusCode).toBe(201);
  });

  it('still answers a live application (200) whatever the opt-outs before it', async () => {
    const student = await createReadyStudent(t.app, state, [course(0)]);
    for (let i = 0; i < LIMITS.withdrawalsPerCourseMax - 1; i++) {
      await calls.withdraw(student, await calls.applyOk(student, course(0)));
    }
    const live = await calls.apply(student, course(0));
    expect(live.statusCode).toBe(201);
    const again = await calls.apply(student, course(0));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(live.json().id);
  });
});
