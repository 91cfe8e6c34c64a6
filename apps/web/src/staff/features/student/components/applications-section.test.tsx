import {
  APPLICATION_MESSAGES,
  APPLICATION_NEXT_STATUSES,
  APPLICATION_STATUS_LABELS,
  CONDITIONAL_DOCUMENT_TYPE_OPTIONS,
  type TApplicationStatus,
  UPLOAD_MESSAGES,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, type installFakeApi } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { signedInFakeApi, type TFakeRoute } from '../../../../test/signed-in-fake-api.ts';
import { PostOfferSlotProvider, type TPostOfferSlotProps } from '../../../components/post-offer-slot.tsx';
import {
  applicationDocumentsOf,
  applicationOf,
  staffDetailOf,
  staffViewOf,
} from '../test/shortlist-payment-application-fixtures.ts';
import { ApplicationsSection } from './applications-section.tsx';

let fake: ReturnType<typeof installFakeApi>;
const { notifier, install } = signedInFakeApi();

function renderSection(statuses: TApplicationStatus[], routes: Record<string, TFakeRoute> = {}) {
  const applications = statuses.map((status, index) => applicationOf(index + 1, status));
  fake = install({
    'GET /application/document/all': (request) => {
      const applicationId = (request.params as { applicationId: number }).applicationId;
      const application = applications.find((candidate) => candidate.id === applicationId);
      return { status: 200, data: applicationDocumentsOf(applicationId, application?.status ?? 'APPLIED') };
    },
    ...routes,
  });
  renderWithApp(<ApplicationsSection detail={staffDetailOf({ applications })} />, { notifier });
  return applications;
}

const card = (courseName = 'MSc Course 101') => within(screen.getByRole('article', { name: courseName }));
const sent = (method: string, url: string) =>
  fake.requests.filter((request) => request.method === method && request.url === url);
const pdf = (name = 'offer.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('Applications section (staff student page)', { timeout: 20_000 }, () => {
  it('is the #applications region with an article per application: university, status and next action', async () => {
    renderSection(['APPLIED', 'UNDER_REVIEW']);
    expect(screen.getByRole('region', { name: 'Applications' })).toHaveAttribute('id', 'applications');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(card().getByText('University 101')).toBeInTheDocument();
    expect(card().getByText('Application Submitted')).toBeInTheDocument();
    expect(card().getByText('Next: Start the review')).toBeInTheDocument();
    expect(card('MSc Course 102').getByText('Application Under Review')).toBeInTheDocument();
    await card().findByText('Nothing uploaded yet.');
  });

  it('says when the student has not applied yet', () => {
    fake = install({});
    renderWithApp(<ApplicationsSection detail={staffDetailOf()} />);
    expect(screen.getByText(/No applications yet/)).toBeInTheDocument();
  });

  it.each(['APPLIED', 'UNDER_REVIEW', 'CONDITIONAL_OFFER_RECEIVED'] as const)(
    'offers %s the moves the contract allows, by their labels',
    (status) => {
      renderSection([status]);
      const options = within(card().getByRole('combobox', { name: 'Move to' })).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(
        APPLICATION_NEXT_STATUSES[status].map((next) => APPLICATION_STATUS_LABELS[next]),
      );
    },
  );

  it('keeps the letters uploadable at the final offer status, and says which are on file', async () => {
    const [application] = renderSection(['UNCONDITIONAL_OFFER_RECEIVED'], {});
    expect(application).toBeDefined();
    expect(card().queryByRole('combobox', { name: 'Move to' })).toBeNull();
    expect(card().getByLabelText('Conditional offer letter (PDF)')).toBeInTheDocument();
    expect(card().getByLabelText('Unconditional offer letter (PDF)')).toBeInTheDocument();
  });

  it('offers to replace a letter the detail says is on file', () => {
    fake = install({
      'GET /application/document/all': () => ({
        status: 200,
        data: applicationDocumentsOf(1, 'CONDITIONAL_OFFER_RECEIVED'),
      }),
    });
    const application = applicationOf(1, 'CONDITIONAL_OFFER_RECEIVED', { hasConditionalOfferLetter: true });
    renderWithApp(<ApplicationsSection detail={staffDetailOf({ applications: [application] })} />, {
      notifier,
    });
    expect(card().getByRole('button', { name: /^Replace .*conditional/i })).toBeInTheDocument();
    expect(card().getByText(/On file: the student can download it\./)).toBeInTheDocument();
    expect(card().getByRole('button', { name: /^Upload .*unconditional/i })).toBeInTheDocument();
  });

  it.each([
    ['REJECTED', 'This status is final: nothing more to do here.'],
    ['WITHDRAWN', 'The student opted out of this application: it takes no changes.'],
  ] as const)('%s shows no controls, only what was uploaded', async (status, text) => {
    renderSection([status]);
    expect(card().getByText(text)).toBeInTheDocument();
    expect(card().queryByRole('combobox')).toBeNull();
    expect(card().queryByRole('button')).toBeNull();
    expect(card().queryByLabelText('Conditional offer letter (PDF)')).toBeNull();
    expect(await card().findByText('Nothing uploaded yet.')).toBeInTheDocument();
  });

  it('moves the status once on a double click and toasts', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderSection(['APPLIED'], {
      'PUT /api/staff/applications/1/status': async () => {
        await answered;
        return { status: 200, data: staffViewOf(applicationOf(1, 'UNDER_REVIEW')) };
      },
    });
    await userEvent.dblClick(card().getByRole('button', { name: 'Update status' }));
    answer();
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Application status updated.'));
    expect(sent('PUT', '/api/staff/applications/1/status').map((request) => request.data)).toEqual([
      { status: 'UNDER_REVIEW' },
    ]);
  });

  it('shows the server refusal of a move (409) beside the button', async () => {
    const message = APPLICATION_MESSAGES.statusTransitionNotAllowed('WITHDRAWN', 'UNDER_REVIEW');
    renderSection(['APPLIED'], {
      'PUT /api/staff/applications/1/status': { status: 409, data: apiErrorBody('CONFLICT', message) },
    });
    await userEvent.click(card().getByRole('button', { name: 'Update status' }));
    expect(await card().findByRole('alert')).toHaveTextContent(message);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('asks before rejecting (final): Keep it open sends nothing, Yes, reject sends', async () => {
    renderSection(['UNDER_REVIEW'], {
      'PUT /api/staff/applications/1/status': {
        status: 200,
        data: staffViewOf(applicationOf(1, 'REJECTED')),
      },
    });
    await userEvent.selectOptions(card().getByRole('combobox', { name: 'Move to' }), 'Application Rejected');
    await userEvent.click(card().getByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the application to MSc Course 101?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    expect(sent('PUT', '/api/staff/applications/1/status')).toEqual([]);
    await userEvent.click(card().getByRole('button', { name: 'Update status' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, reject' }));
    await waitFor(() =>
      expect(sent('PUT', '/api/staff/applications/1/status').map((request) => request.data)).toEqual([
        { status: 'REJECTED' },
      ]),
    );
  });

  it('reminds to upload the letter when choosing an offer, until it is uploaded', async () => {
    renderSection(['UNDER_REVIEW'], {
      'POST /api/staff/applications/1/offer-letter': {
        status: 200,
        data: staffViewOf(applicationOf(1, 'UNDER_REVIEW'), { hasConditionalOfferLetter: true }),
      },
    });
    const select = card().getByRole('combobox', { name: 'Move to' });
    expect(select).toHaveAccessibleDescription(/Upload the conditional offer letter first/);
    await userEvent.upload(card().getByLabelText('Conditional offer letter (PDF)'), pdf());
    expect(await card().findByText('offer.pdf uploaded.')).toBeInTheDocument();
    expect(select).not.toHaveAccessibleDescription(/Upload the conditional offer letter first/);
  });
});

describe('Applications section: offer letters and conditional documents', { timeout: 20_000 }, () => {
  it('refuses a letter that is not a PDF before sending', async () => {
    renderSection(['UNDER_REVIEW']);
    await userEvent.upload(card().getByLabelText('Conditional offer letter (PDF)'), pdf('offer.docx'), {
      applyAccept: false,
    });
    expect(await card().findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.extensionNotAllowed('pdf'));
    expect(sent('POST', '/api/staff/applications/1/offer-letter')).toEqual([]);
  });

  it('uploads the unconditional letter as a multipart file of its kind, with a toast', async () => {
    renderSection(['CONDITIONAL_OFFER_RECEIVED'], {
      'POST /api/staff/applications/1/offer-letter': {
        status: 200,
        data: staffViewOf(applicationOf(1, 'CONDITIONAL_OFFER_RECEIVED'), {
          hasUnconditionalOfferLetter: true,
        }),
      },
    });
    await userEvent.upload(card().getByLabelText('Unconditional offer letter (PDF)'), pdf('final.pdf'));
    await waitFor(() =>
      expect(notifier.success).toHaveBeenCalledWith('Unconditional offer letter uploaded.'),
    );
    const requests = sent('POST', '/api/staff/applications/1/offer-letter');
    expect(requests.map((request) => request.params)).toEqual([{ kind: 'UNCONDITIONAL' }]);
    expect((requests[0]?.data as FormData | undefined)?.get('file')).toBeInstanceOf(File);
  });

  it('shows the server refusal of a letter (409 withdrawn meanwhile)', async () => {
    renderSection(['APPLIED'], {
      'POST /api/staff/applications/1/offer-letter': {
        status: 409,
        data: apiErrorBody('CONFLICT', APPLICATION_MESSAGES.applicationWithdrawnByStudent),
      },
    });
    await userEvent.upload(card().getByLabelText('Conditional offer letter (PDF)'), pdf());
    expect(await card().findByRole('alert')).toHaveTextContent(
      APPLICATION_MESSAGES.applicationWithdrawnByStudent,
    );
  });

  it('ticks the documents the offer asks for and saves the whole list in the contract order', async () => {
    const conditional = (id: number, type: 'PASSPORT' | 'IELTS') => ({
      id,
      type,
      label: type,
      name: null,
      status: null,
      remarks: '',
      uploaded: false,
      uploadedAt: null,
      tempURL: null,
    });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderSection(['UNDER_REVIEW'], {
      'GET /application/document/all': {
        status: 200,
        data: applicationDocumentsOf(1, 'UNDER_REVIEW', { conditionalDocuments: [conditional(5, 'IELTS')] }),
      },
      'PUT /api/staff/applications/1/conditional-documents': async () => {
        await answered;
        return { status: 200, data: { applicationId: 1, conditionalDocuments: [] } };
      },
    });
    const group = within(
      await card().findByRole('group', { name: 'Documents the conditional offer asks for' }),
    );
    expect(group.getAllByRole('checkbox')).toHaveLength(CONDITIONAL_DOCUMENT_TYPE_OPTIONS.length);
    expect(group.getByRole('checkbox', { name: 'IELTS' })).toBeChecked();
    // Nothing changed yet: nothing to save.
    const save = card().getByRole('button', { name: 'Save conditional documents' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save);
    expect(sent('PUT', '/api/staff/applications/1/conditional-documents')).toEqual([]);
    await userEvent.click(group.getByRole('checkbox', { name: 'Passport' }));
    await userEvent.dblClick(save);
    answer();
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Conditional documents saved.'));
    expect(
      sent('PUT', '/api/staff/applications/1/conditional-documents').map((request) => request.data),
    ).toEqual([{ types: ['PASSPORT', 'IELTS'] }]);
  });

  it('lists what the student uploaded with links that open each file', async () => {
    renderSection(['CONDITIONAL_OFFER_RECEIVED'], {
      'GET /application/document/all': {
        status: 200,
        data: applicationDocumentsOf(1, 'CONDITIONAL_OFFER_RECEIVED', {
          documents: [
            {
              id: 8,
              name: 'sop.pdf',
              type: 'STATEMENT_OF_PURPOSE',
              status: 'UPLOADED',
              remarks: '',
              applicationId: 1,
              tempURL: '/files/8?sig=a',
              createdAt: '2026-11-20T06:30:00.000Z',
            },
          ],
          conditionalDocuments: [
            {
              id: 5,
              type: 'IELTS',
              label: 'IELTS',
              name: 'ielts.pdf',
              status: 'UPLOADED',
              remarks: '',
              uploaded: true,
              uploadedAt: '2026-11-21T06:30:00.000Z',
              tempURL: '/files/9?sig=b',
            },
            {
              id: 6,
              type: 'PASSPORT',
              label: 'Passport',
              name: null,
              status: null,
              remarks: '',
              uploaded: false,
              uploadedAt: null,
              tempURL: null,
            },
          ],
        }),
      },
    });
    const sop = await card().findByRole('link', { name: 'Open sop.pdf' });
    expect(sop).toHaveAttribute('href', '/files/8?sig=a');
    expect(sop).toHaveAttribute('target', '_blank');
    expect(card().getByRole('link', { name: 'Open ielts.pdf' })).toHaveAttribute('href', '/files/9?sig=b');
    expect(card().getByText('Conditional: Passport:', { exact: false }).parentElement).toHaveTextContent(
      'not uploaded yet',
    );
  });

  it('offers Try again when the uploads could not be read', async () => {
    let calls = 0;
    renderSection(['APPLIED'], {
      'GET /application/document/all': () => {
        calls += 1;
        return calls === 1
          ? { status: 400, data: apiErrorBody('BAD_REQUEST', 'x') }
          : { status: 200, data: applicationDocumentsOf(1, 'APPLIED') };
      },
    });
    const alert = await card().findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card().findByText('Nothing uploaded yet.')).toBeInTheDocument();
  });

  it('draws the page module’s "After the offer" panel for the applications past the unconditional offer only', () => {
    const applications = (['CONDITIONAL_OFFER_RECEIVED', 'UNCONDITIONAL_OFFER_RECEIVED'] as const).map(
      (status, index) => applicationOf(index + 1, status),
    );
    fake = install({
      'GET /application/document/all': (request) => {
        const applicationId = (request.params as { applicationId: number }).applicationId;
        return { status: 200, data: applicationDocumentsOf(applicationId, 'APPLIED') };
      },
    });
    const Panel = ({ applicationId }: TPostOfferSlotProps) => <p>{`After the offer of ${applicationId}`}</p>;
    renderWithApp(
      <PostOfferSlotProvider panel={Panel}>
        <ApplicationsSection detail={staffDetailOf({ applications })} />
      </PostOfferSlotProvider>,
    );
    expect(card('MSc Course 102').getByText('After the offer of 2')).toBeInTheDocument();
    expect(card('MSc Course 101').queryByText(/After the offer/)).toBeNull();
  });
});
