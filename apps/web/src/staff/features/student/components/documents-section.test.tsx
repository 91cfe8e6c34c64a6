import {
  DOCUMENT_REJECTION_REASONS,
  DOCUMENT_REVIEW_MESSAGES,
  type TStudentDocument,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, type TFakeRequest } from '../../../../test/fake-api.ts';
import { uploadedDocument } from '../test/staff-student-fixtures.ts';
import { documentSlot, renderStudentPage, sectionNamed } from '../test/student-page-test-kit.tsx';

let restore = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => restore());

const REVIEW = '/api/staff/students/7/documents/21/review';

/** The page with the passport uploaded; PUT review answers the document with the verdict. */
function renderWithPassport(review?: (request: TFakeRequest) => { status: number; data: unknown }) {
  let documents: TStudentDocument[] = [uploadedDocument('PASSPORT', 21)];
  const page = renderStudentPage({
    routes: {
      'GET /student/document/download-all': () => ({ status: 200, data: { documents } }),
      [`PUT ${REVIEW}`]: (request) => {
        const reply = review?.(request);
        if (reply) return reply;
        const body = request.data as { status: TStudentDocument['status']; remark: string };
        documents = [uploadedDocument('PASSPORT', 21, { status: body.status, remarks: body.remark })];
        return { status: 200, data: documents[0] };
      },
    },
  });
  restore = page.fake.restore;
  return page;
}

async function openReview(page: ReturnType<typeof renderStudentPage>, button: string) {
  const passport = await documentSlot('Passport');
  await page.user.click(await passport.findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: 'Review Passport' }));
}

describe('documents section', { timeout: 20_000 }, () => {
  it("lists the profile's groups and slots, with the records' documents, and no upload for staff", async () => {
    const page = renderStudentPage({ documents: [uploadedDocument('PASSPORT', 21)] });
    restore = page.fake.restore;
    const section = await sectionNamed('Documents');
    const groups = section.getAllByRole('region').map((group) => ({
      title: group.getAttribute('aria-label'),
      slots: within(group)
        .getAllByRole('group')
        .map(
          (slot) =>
            slot.getAttribute('aria-labelledby') &&
            document.getElementById(slot.getAttribute('aria-labelledby') ?? '')?.textContent,
        ),
    }));
    expect(groups).toEqual([
      { title: 'Personal Informations', slots: ['Passport'] },
      {
        title: 'Academic Documents',
        slots: ['SSC (10th)', 'HSC (12th)', 'Bachelors Marksheet', 'Bachelors Certificate'],
      },
      {
        title: 'Additional Documents',
        slots: [
          'Resume (CV)',
          'Letter of Recommendation 1',
          'Letter of Recommendation 2',
          'Experience Certificate',
        ],
      },
    ]);
    const passport = await documentSlot('Passport');
    expect(await passport.findByText('UPLOADED')).toBeInTheDocument();
    expect(passport.getByRole('button', { name: 'Preview Passport' })).toBeInTheDocument();
    expect(passport.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(passport.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(passport.getByRole('button', { name: 'Exempt' })).toBeInTheDocument();
    // Nothing to review where nothing is uploaded; staff never upload for the student.
    expect((await documentSlot('Resume (CV)')).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(section.queryByRole('button', { name: /upload|replace/i })).toBeNull();
    expect(page.requestsTo('GET', '/student/document/download-all')[0]?.params).toEqual({ studentId: 7 });
  });

  it('accepts a document: one request, the dialog closes, the slot shows the new status', async () => {
    const page = renderWithPassport();
    const dialog = await openReview(page, 'Accept');
    expect(dialog.queryByRole('checkbox')).toBeNull();
    await page.user.dblClick(dialog.getByRole('button', { name: 'Accept document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.requestsTo('PUT', REVIEW).map((request) => request.data)).toEqual([
      { status: 'ACCEPTED', remark: '' },
    ]);
    expect(await (await documentSlot('Passport')).findByText('ACCEPTED')).toBeInTheDocument();
    expect(page.notifier.success).toHaveBeenCalledWith('Passport accepted.');
    // The student was read again (detail and, following it, the audit trail).
    await waitFor(() => expect(page.requestsTo('GET', '/api/staff/students/7').length).toBeGreaterThan(1));
    await waitFor(() => expect(page.requestsTo('GET', '/api/staff/audit').length).toBeGreaterThan(1));
  });

  it('rejects with common reasons and a remark, composed into one remark', async () => {
    const page = renderWithPassport();
    const dialog = await openReview(page, 'Reject');
    const reasons = within(dialog.getByRole('group', { name: 'Common reasons' }));
    expect(reasons.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      ...DOCUMENT_REJECTION_REASONS,
    ]);
    // Ticked out of order: the remark keeps the list's order.
    await page.user.click(reasons.getByRole('checkbox', { name: DOCUMENT_REJECTION_REASONS[1] }));
    await page.user.click(reasons.getByRole('checkbox', { name: DOCUMENT_REJECTION_REASONS[0] }));
    await page.user.type(dialog.getByRole('textbox', { name: 'Remark' }), 'Scan page 2 again.');
    await page.user.click(dialog.getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.requestsTo('PUT', REVIEW)[0]?.data).toEqual({
      status: 'REJECTED',
      remark: `${DOCUMENT_REJECTION_REASONS[0]}\n${DOCUMENT_REJECTION_REASONS[1]}\nScan page 2 again.`,
    });
    const passport = await documentSlot('Passport');
    expect(await passport.findByText('REJECTED')).toBeInTheDocument();
    expect(passport.getByText(/Reason: The scan is blurry/)).toBeInTheDocument();
  });

  it.each([
    ['nothing', ''],
    ['only spaces', '   '],
  ])('refuses a rejection with %s as its reason, sending nothing', async (_name, typed) => {
    const page = renderWithPassport();
    const dialog = await openReview(page, 'Reject');
    if (typed) await page.user.type(dialog.getByRole('textbox', { name: 'Remark' }), typed);
    await page.user.click(dialog.getByRole('button', { name: 'Reject document' }));
    expect(await dialog.findByText(DOCUMENT_REVIEW_MESSAGES.remarkRequired)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Remark' })).toHaveAttribute('aria-invalid', 'true');
    expect(page.requestsTo('PUT', REVIEW)).toEqual([]);
  });

  it('exempts with an optional remark', async () => {
    const page = renderWithPassport();
    const dialog = await openReview(page, 'Exempt');
    await page.user.type(dialog.getByRole('textbox', { name: 'Remark' }), 'Not needed for this intake.');
    await page.user.click(dialog.getByRole('button', { name: 'Exempt document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.requestsTo('PUT', REVIEW)[0]?.data).toEqual({
      status: 'EXEMPTED',
      remark: 'Not needed for this intake.',
    });
  });

  it('keeps the dialog open with the server refusal and what was typed', async () => {
    const page = renderWithPassport(() => ({
      status: 400,
      data: apiErrorBody('BAD_REQUEST', DOCUMENT_REVIEW_MESSAGES.remarkUnsafe),
    }));
    const dialog = await openReview(page, 'Exempt');
    await page.user.type(dialog.getByRole('textbox', { name: 'Remark' }), 'ok');
    await page.user.click(dialog.getByRole('button', { name: 'Exempt document' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(DOCUMENT_REVIEW_MESSAGES.remarkUnsafe);
    expect(dialog.getByRole('textbox', { name: 'Remark' })).toHaveValue('ok');
  });

  it('Cancel sends nothing; the next opening starts empty', async () => {
    const page = renderWithPassport();
    let dialog = await openReview(page, 'Reject');
    await page.user.type(dialog.getByRole('textbox', { name: 'Remark' }), 'draft');
    await page.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openReview(page, 'Reject');
    expect(dialog.getByRole('textbox', { name: 'Remark' })).toHaveValue('');
    expect(page.requestsTo('PUT', REVIEW)).toEqual([]);
  });
});
