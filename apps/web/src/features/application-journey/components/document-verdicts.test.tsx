import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { applicationOf, conditionalOf, documentsOf, listItemOf, portfolioOf } from '../journey-fixtures.ts';
import { JourneyPage } from './journey-page.tsx';
import { fileOf, ok, setUpJourneyTests } from './journey-test-kit.ts';

const kit = setUpJourneyTests();
const REASON = 'Pages are missing.\nScan page 2 again.';

const sop = { ...portfolioOf(40, 'sop.pdf'), type: 'STATEMENT_OF_PURPOSE' as const };
const portfolio = portfolioOf(31, 'marks.pdf');
const passport = { ...conditionalOf(51, 'PASSPORT', 'Passport'), name: 'passport.pdf', uploaded: true };

function serve(lists: Parameters<typeof documentsOf>[0], status = lists?.status ?? 'APPLIED') {
  kit.serve({
    'GET /api/application': ok([listItemOf(1, status)]),
    'GET /api/application/1': ok(applicationOf(1, status)),
    'GET /application/document/all': () => ok(documentsOf({ ...lists, status })),
    'POST /application/document/upload': () => ({ status: 201, data: { ...portfolio, name: 'marks-2.pdf' } }),
  });
}
const open = (step: number) =>
  renderWithApp(<JourneyPage />, {
    route: `/application-journey?applicationId=1&step=${step}`,
    notifier: kit.notifier,
  });

describe("The verdict on an application's documents (student)", { timeout: 20_000 }, () => {
  it.each([
    ['UPLOADED', 'warning'],
    ['ACCEPTED', 'success'],
    ['REJECTED', 'error'],
  ] as const)('shows a %s statement of purpose with its badge (%s)', async (status, _style) => {
    serve({ documents: [{ ...sop, status, remarks: status === 'REJECTED' ? REASON : '' }] });
    open(1);
    const group = await screen.findByRole('group', { name: 'Statement of Purpose' });
    expect(within(group).getByText(status).closest('[data-status]')).toHaveAttribute('data-status', status);
  });

  it('shows a rejected statement of purpose with its reason, line by line, and Replace', async () => {
    serve({ documents: [{ ...sop, status: 'REJECTED', remarks: REASON }] });
    open(1);
    const group = within(await screen.findByRole('group', { name: 'Statement of Purpose' }));
    expect(group.getByText('Rejected')).toBeInTheDocument();
    // The reason keeps its lines (pre-line): each thing to fix on its own line.
    const reason = group.getByText(/Reason: Pages are missing\./);
    expect(reason.textContent).toBe(`Reason: ${REASON}`);
    expect(reason).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(group.getByRole('button', { name: 'Replace Statement of Purpose' })).toBeInTheDocument();
  });

  it('replaces a rejected portfolio row in place, naming the row', async () => {
    serve({ documents: [{ ...portfolio, status: 'REJECTED', remarks: 'Wrong file.' }] });
    open(1);
    const row = within(await screen.findByRole('group', { name: 'marks.pdf' }));
    expect(row.getByText('Reason: Wrong file.')).toBeInTheDocument();
    await userEvent.upload(row.getByLabelText('marks.pdf file'), fileOf('marks-2.pdf'));
    await waitFor(() => expect(kit.requestsTo('POST', '/application/document/upload')).toHaveLength(1));
    expect(kit.requestsTo('POST', '/application/document/upload')[0]?.params).toMatchObject({
      applicationId: 1,
      type: 'PORTFOLIO',
      documentId: 31,
    });
  });

  it('offers no replacement on a portfolio row that was not rejected', async () => {
    serve({ documents: [{ ...portfolio, status: 'ACCEPTED' }] });
    open(1);
    const row = within(await screen.findByRole('group', { name: 'marks.pdf' }));
    expect(row.getByText('ACCEPTED')).toBeInTheDocument();
    expect(row.queryByLabelText('marks.pdf file')).toBeNull();
  });

  it('shows a rejected conditional document with its reason and lets the student upload it again', async () => {
    serve(
      { conditionalDocuments: [{ ...passport, status: 'REJECTED', remarks: 'The document has expired.' }] },
      'CONDITIONAL_OFFER_RECEIVED',
    );
    open(2);
    const group = within(await screen.findByRole('group', { name: 'Passport' }));
    expect(group.getByText('REJECTED').closest('[data-status]')).toHaveAttribute('data-status', 'REJECTED');
    expect(group.getByText('Reason: The document has expired.')).toBeInTheDocument();
    expect(group.getByRole('button', { name: 'Replace Passport' })).toBeInTheDocument();
  });
});
