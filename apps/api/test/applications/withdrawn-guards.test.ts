import { APPLICATION_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationDocuments, conditionalDocuments } from '../../src/schema/index.ts';
import { useApplicationsFixture } from './fixture.ts';

/**
 * Nothing changes the documents of a WITHDRAWN application any more — neither
 * the student's removals, nor staff's offer letters and conditional lists, nor an upload that was
 * under way while the student opted out.
 */
const { t, calls, staff, applied, storedFileCount } = useApplicationsFixture({
  offset: 90,
  staff: 'COUNSELLOR',
});

afterEach(() => {
  vi.restoreAllMocks();
});

const portfolio = (applicationId: number) => ({ applicationId: String(applicationId), type: 'PORTFOLIO' });

type TResponse = { statusCode: number; body: string; json: () => unknown };

function expectWithdrawnConflict(
  res: TResponse,
  message: string = APPLICATION_MESSAGES.applicationWithdrawn,
) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toMatchObject({ debugMessage: message });
}

/** Staff calls name the student as the one who opted out. */
const expectWithdrawnForStaff = (res: TResponse) =>
  expectWithdrawnConflict(res, APPLICATION_MESSAGES.applicationWithdrawnByStudent);

/**
 * Runs `during` while the upload's file is being stored, after the route's early checks passed and
 * before the transaction that records the file: the moment a slow 10 MB upload is open longest.
 */
function duringNextFileStore(during: () => Promise<unknown>) {
  const storage = t.app.storage;
  const putStaged = storage.putStaged.bind(storage);
  vi.spyOn(storage, 'putStaged').mockImplementationOnce(async (staged) => {
    await during();
    return putStaged(staged);
  });
}

describe('DELETE /api/application/documents/{id} of a withdrawn application', () => {
  it.each(['student', 'staff'] as const)('refuses the %s with 409 and keeps the file', async (who) => {
    const { student, applicationId } = await applied();
    const upload = await calls.uploadDocument(student, portfolio(applicationId));
    expect(upload.statusCode, upload.body).toBe(201);
    expect((await calls.withdraw(student, applicationId)).statusCode).toBe(200);

    expectWithdrawnConflict(
      await calls.removeDocument(who === 'student' ? student : staff, upload.json().id),
    );
    const rows = await t.app.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, applicationId));
    expect(rows).toHaveLength(1);
    expect(await storedFileCount(student.id)).toBe(1);
  });
});

describe('staff changes to a withdrawn application', () => {
  it.each(['CONDITIONAL', 'UNCONDITIONAL'])('refuses a %s offer letter with 409', async (kind) => {
    const { student, applicationId } = await applied('UNDER_REVIEW');
    expect((await calls.withdraw(student, applicationId)).statusCode).toBe(200);
    expectWithdrawnForStaff(await calls.uploadOfferLetter(staff, applicationId, kind));
    expect(await storedFileCount(student.id)).toBe(0);
  });

  it('refuses to change the conditional documents list with 409', async () => {
    const { student, applicationId } = await applied('CONDITIONAL_OFFER_RECEIVED');
    expect((await calls.setConditionalTypes(staff, applicationId, ['PASSPORT'])).statusCode).toBe(200);
    expect((await calls.withdraw(student, applicationId)).statusCode).toBe(200);

    expectWithdrawnForStaff(await calls.setConditionalTypes(staff, applicationId, ['PASSPORT', 'IELTS']));
    expectWithdrawnForStaff(await calls.setConditionalTypes(staff, applicationId, []));
    const rows = await t.app.db
      .select({ type: conditionalDocuments.type, removedAt: conditionalDocuments.removedAt })
      .from(conditionalDocuments)
      .where(eq(conditionalDocuments.applicationId, applicationId));
    expect(rows).toEqual([{ type: 'PASSPORT', removedAt: null }]);
  });

  it('refuses an offer letter when the opt-out lands while the letter is being stored', async () => {
    const { student, applicationId } = await applied('UNDER_REVIEW');
    duringNextFileStore(() => calls.withdraw(student, applicationId));
    expectWithdrawnForStaff(await calls.uploadOfferLetter(staff, applicationId, 'CONDITIONAL'));
    expect(await storedFileCount(student.id)).toBe(0);
  });
});

describe('an opt-out while an upload is under way', () => {
  it('refuses the additional document (409) and stores nothing', async () => {
    const { student, applicationId } = await applied();
    duringNextFileStore(() => calls.withdraw(student, applicationId));
    expectWithdrawnConflict(await calls.uploadDocument(student, portfolio(applicationId)));
    expect((await calls.get(student, applicationId)).json().status).toBe('WITHDRAWN');
    const rows = await t.app.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, applicationId));
    expect(rows).toEqual([]);
    expect(await storedFileCount(student.id)).toBe(0);
  });

  it('refuses the conditional document (409) and stores nothing', async () => {
    const { student, applicationId } = await applied('CONDITIONAL_OFFER_RECEIVED');
    const set = await calls.setConditionalTypes(staff, applicationId, ['PASSPORT']);
    const documentId = set.json().conditionalDocuments[0].id as number;
    duringNextFileStore(() => calls.withdraw(student, applicationId));
    expectWithdrawnConflict(await calls.uploadConditional(student, { documentId: String(documentId) }));
    const [row] = await t.app.db
      .select({ fileId: conditionalDocuments.fileId })
      .from(conditionalDocuments)
      .where(eq(conditionalDocuments.id, documentId));
    expect(row).toEqual({ fileId: null });
    expect(await storedFileCount(student.id)).toBe(0);
  });

  it('keeps an upload that committed before the opt-out, which then still succeeds', async () => {
    const { student, applicationId } = await applied();
    const upload = await calls.uploadDocument(student, portfolio(applicationId));
    expect(upload.statusCode).toBe(201);
    expect((await calls.withdraw(student, applicationId)).statusCode).toBe(200);
    const list = await calls.listDocuments(student, applicationId);
    expect(list.json().documents).toHaveLength(1);
  });
});
