import {
  DOCUMENT_REJECTION_REASONS,
  DOCUMENT_REVIEW_MESSAGES,
  type TApplicationDocumentItem,
  type TConditionalDocumentItem,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { installFakeApi } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { signedInFakeApi, type TFakeRoute } from '../../../../test/signed-in-fake-api.ts';
import {
  applicationDocumentsOf,
  applicationOf,
  staffDetailOf,
} from '../test/shortlist-payment-application-fixtures.ts';
import { ApplicationsSection } from './applications-section.tsx';

let fake: ReturnType<typeof installFakeApi>;
const { notifier, install } = signedInFakeApi();

const sop = (overrides: Partial<TApplicationDocumentItem> = {}): TApplicationDocumentItem => ({
  id: 8,
  name: 'sop.pdf',
  type: 'STATEMENT_OF_PURPOSE',
  status: 'UPLOADED',
  remarks: '',
  applicationId: 1,
  tempURL: '/files/8?sig=a',
  createdAt: '2026-11-20T06:30:00.000Z',
  ...overrides,
});
const ielts = (overrides: Partial<TConditionalDocumentItem> = {}): TConditionalDocumentItem => ({
  id: 5,
  type: 'IELTS',
  label: 'IELTS',
  name: 'ielts.pdf',
  status: 'UPLOADED',
  remarks: '',
  uploaded: true,
  uploadedAt: '2026-11-21T06:30:00.000Z',
  tempURL: '/files/9?sig=b',
  ...overrides,
});
const passportNotUploaded: TConditionalDocumentItem = {
  ...ielts({ id: 6, type: 'PASSPORT', label: 'Passport' }),
  name: null,
  status: null,
  uploaded: false,
  uploadedAt: null,
  tempURL: null,
};

function renderCard(
  status: 'CONDITIONAL_OFFER_RECEIVED' | 'WITHDRAWN' = 'CONDITIONAL_OFFER_RECEIVED',
  lists: { documents?: TApplicationDocumentItem[]; conditionalDocuments?: TConditionalDocumentItem[] } = {},
  routes: Record<string, TFakeRoute> = {},
) {
  fake = install({
    'GET /application/document/all': {
      status: 200,
      data: applicationDocumentsOf(1, status, {
        documents: lists.documents ?? [sop()],
        conditionalDocuments: lists.conditionalDocuments ?? [ielts(), passportNotUploaded],
      }),
    },
    ...routes,
  });
  renderWithApp(
    <ApplicationsSection detail={staffDetailOf({ applications: [applicationOf(1, status)] })} />,
    {
      notifier,
    },
  );
}
const card = () => within(screen.getByRole('article', { name: 'MSc Course 101' }));
const rowOf = async (text: string) => {
  const label = await card().findByText(text, { exact: false });
  const row = label.closest('li');
  if (!row) throw new Error(`no row for ${text}`);
  return within(row as HTMLElement);
};
const sent = (url: string) =>
  fake.requests.filter((request) => request.method === 'PUT' && request.url === url);

describe('Reviewing what the student uploaded for an application (staff)', { timeout: 20_000 }, () => {
  it('offers Accept and Reject (no Exempt) on each uploaded document, with its status; none on one not uploaded', async () => {
    renderCard();
    const sopRow = await rowOf('Statement of Purpose:');
    expect(sopRow.getByText('UPLOADED')).toBeInTheDocument();
    expect(sopRow.getAllByRole('button').map((button) => button.textContent)).toEqual(['Accept', 'Reject']);
    // The buttons say which document they are about.
    expect(sopRow.getByRole('button', { name: 'Accept' })).toHaveAccessibleDescription(
      /Statement of Purpose/,
    );
    const ieltsRow = await rowOf('Conditional: IELTS:');
    expect(ieltsRow.getAllByRole('button')).toHaveLength(2);
    const passportRow = await rowOf('Conditional: Passport:');
    expect(passportRow.queryByRole('button')).toBeNull();
    expect(passportRow.getByText('not uploaded yet')).toBeInTheDocument();
  });

  it('rejects a statement of purpose with a common reason and a remark: one request, the list is read again', async () => {
    let reads = 0;
    renderCard(
      'CONDITIONAL_OFFER_RECEIVED',
      {},
      {
        'GET /application/document/all': () => {
          reads += 1;
          return {
            status: 200,
            data: applicationDocumentsOf(1, 'CONDITIONAL_OFFER_RECEIVED', {
              documents: [
                reads === 1 ? sop() : sop({ status: 'REJECTED', remarks: 'Pages are missing.\nAdd page 2.' }),
              ],
            }),
          };
        },
        'PUT /api/staff/application-documents/8/review': { status: 200, data: sop({ status: 'REJECTED' }) },
      },
    );
    const user = userEvent.setup();
    await user.click((await rowOf('Statement of Purpose:')).getByRole('button', { name: 'Reject' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Review Statement of Purpose (sop.pdf)' }),
    );
    await user.click(dialog.getByRole('checkbox', { name: DOCUMENT_REJECTION_REASONS[1] }));
    await user.type(dialog.getByRole('textbox', { name: 'Remark' }), 'Add page 2.');
    await user.dblClick(dialog.getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('/api/staff/application-documents/8/review').map((request) => request.data)).toEqual([
      { status: 'REJECTED', remark: 'Pages are missing.\nAdd page 2.' },
    ]);
    expect(notifier.success).toHaveBeenCalled();
    const row = await rowOf('Statement of Purpose:');
    expect(await row.findByText('REJECTED')).toBeInTheDocument();
    expect(row.getByText(/Reason: Pages are missing\./)).toBeInTheDocument();
  });

  it('refuses a rejection without a reason, sending nothing', async () => {
    renderCard();
    const user = userEvent.setup();
    await user.click((await rowOf('Conditional: IELTS:')).getByRole('button', { name: 'Reject' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Review Conditional: IELTS (ielts.pdf)' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Reject document' }));
    expect(await dialog.findByText(DOCUMENT_REVIEW_MESSAGES.remarkRequired)).toBeInTheDocument();
    expect(sent('/api/staff/conditional-documents/5/review')).toEqual([]);
  });

  it('accepts a conditional document through its own call', async () => {
    renderCard(
      'CONDITIONAL_OFFER_RECEIVED',
      {},
      {
        'PUT /api/staff/conditional-documents/5/review': { status: 200, data: ielts({ status: 'ACCEPTED' }) },
      },
    );
    const user = userEvent.setup();
    await user.click((await rowOf('Conditional: IELTS:')).getByRole('button', { name: 'Accept' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Review Conditional: IELTS (ielts.pdf)' }),
    );
    expect(dialog.queryByRole('checkbox')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Accept document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('/api/staff/conditional-documents/5/review').map((request) => request.data)).toEqual([
      { status: 'ACCEPTED', remark: '' },
    ]);
    expect(sent('/api/staff/application-documents/5/review')).toEqual([]);
  });

  it("shows a withdrawn application's verdicts without the review buttons", async () => {
    renderCard('WITHDRAWN', { documents: [sop({ status: 'ACCEPTED' })], conditionalDocuments: [] });
    const row = await rowOf('Statement of Purpose:');
    expect(row.getByText('ACCEPTED')).toBeInTheDocument();
    expect(row.queryByRole('button')).toBeNull();
  });
});
