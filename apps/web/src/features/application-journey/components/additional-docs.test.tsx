import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, type TFakeRequest } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { applicationOf, documentsOf, listItemOf, portfolioOf } from '../journey-fixtures.ts';
import { JourneyPage } from './journey-page.tsx';
import { fileOf, ok, setUpJourneyTests } from './journey-test-kit.ts';

const kit = setUpJourneyTests();

function serve(upload: (request: TFakeRequest) => { status: number; data?: unknown }) {
  let documents = [portfolioOf(31, 'old-portfolio.pdf')];
  kit.serve({
    'GET /api/application': ok([listItemOf(1)]),
    'GET /api/application/1': ok(applicationOf(1)),
    'GET /application/document/all': () => ok(documentsOf({ documents })),
    'POST /application/document/upload': (request) => {
      const reply = upload(request);
      if (reply.status === 201) documents = [...documents, reply.data as (typeof documents)[number]];
      return reply;
    },
    'DELETE /api/application/documents/31': () => {
      documents = documents.filter((document) => document.id !== 31);
      return ok({ id: 31 });
    },
  });
}
const open = () =>
  renderWithApp(<JourneyPage />, {
    route: '/application-journey?applicationId=1&step=1',
    notifier: kit.notifier,
  });

describe('Additional Docs', { timeout: 20_000 }, () => {
  it('uploads the Statement of Purpose as the spec sends it, with the browser checking the file first', async () => {
    serve(() => ({
      status: 201,
      data: { ...portfolioOf(40, 'sop.pdf'), type: 'STATEMENT_OF_PURPOSE' },
    }));
    open();
    const group = await screen.findByRole('group', { name: 'Statement of Purpose' });
    const input = within(group).getByLabelText('Statement of Purpose file');
    await userEvent.upload(input, fileOf('sop.exe'), { applyAccept: false });
    expect(within(group).getByRole('alert')).toHaveTextContent(/\.pdf/i);
    expect(kit.requestsTo('POST', '/application/document/upload')).toHaveLength(0);

    await userEvent.click(within(group).getByRole('button', { name: 'Upload Statement of Purpose' }));
    await userEvent.upload(input, fileOf('sop.pdf'));
    await waitFor(() => expect(kit.requestsTo('POST', '/application/document/upload')).toHaveLength(1));
    expect(kit.requestsTo('POST', '/application/document/upload')[0]?.params).toEqual({
      applicationId: 1,
      name: 'sop.pdf',
      type: 'STATEMENT_OF_PURPOSE',
      uploadedBy: '12',
    });
    expect(
      await within(group).findByRole('button', { name: 'Replace Statement of Purpose' }),
    ).toBeInTheDocument();
    expect(within(group).getByText('sop.pdf')).toBeInTheDocument();
    // Told to screen readers too, politely, as the profile's slots do.
    expect(within(group).getByRole('status')).toHaveTextContent('sop.pdf uploaded.');
  });

  it("shows the server's reason when an upload is refused", async () => {
    serve(() => ({
      status: 415,
      data: apiErrorBody('UNSUPPORTED_MEDIA_TYPE', 'This file is not a real PDF.'),
    }));
    open();
    const group = await screen.findByRole('group', { name: 'Statement of Purpose' });
    await userEvent.upload(within(group).getByLabelText('Statement of Purpose file'), fileOf('sop.pdf'));
    expect(await within(group).findByRole('alert')).toHaveTextContent('This file is not a real PDF.');
  });

  it('adds, uploads and removes Other Documents rows', async () => {
    serve((request) => {
      const file = (request.data as FormData).get('file') as File;
      return { status: 201, data: portfolioOf(41, file.name) };
    });
    open();
    await screen.findByRole('heading', { name: 'Other Documents' });
    // An uploaded row: its file name and Remove; no new row while one exists.
    const uploaded = await screen.findByRole('group', { name: 'old-portfolio.pdf' });
    expect(screen.queryByLabelText('Certificate')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add other document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add other document' }));
    expect(screen.getAllByLabelText('Certificate')).toHaveLength(2);
    const types = screen.getAllByRole('combobox', { name: 'Document Type' });
    expect(
      within(types[0] as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Portfolio']);
    const second = screen.getByRole('group', { name: 'Other document 3' });
    await userEvent.click(within(second).getByRole('button', { name: 'Remove' }));
    expect(screen.getAllByLabelText('Certificate')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add other document' })).toHaveFocus();

    await userEvent.upload(screen.getByLabelText('Certificate'), fileOf('portfolio.pdf'));
    expect(await screen.findByRole('group', { name: 'portfolio.pdf' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Certificate')).toBeNull();
    // The draft row is gone with its button: the list says what was sent, the focus stays in the list.
    const otherDocuments = screen.getByRole('region', { name: 'Other Documents' });
    await waitFor(() =>
      expect(within(otherDocuments).getByRole('status')).toHaveTextContent('portfolio.pdf uploaded.'),
    );
    expect(screen.getByRole('button', { name: 'Add other document' })).toHaveFocus();
    screen.getByRole('button', { name: 'Add other document' }).blur();
    expect(kit.requestsTo('POST', '/application/document/upload')[0]?.params).toMatchObject({
      type: 'PORTFOLIO',
    });

    await userEvent.click(within(uploaded).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'old-portfolio.pdf' })).toBeNull());
    expect(kit.requestsTo('DELETE', '/api/application/documents/31')).toHaveLength(1);
    // The focus does not fall to the page's start with the removed row's button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add other document' })).toHaveFocus());
  });

  it.each([
    {
      why: 'the server gives no reason',
      reply: { status: 500, data: {} },
      toast: 'Failed to remove document!',
    },
    {
      why: 'the server gives its reason',
      reply: { status: 409, data: apiErrorBody('CONFLICT', 'This document is locked.') },
      toast: 'This document is locked.',
    },
  ])('a refused removal keeps the row and toasts: $why', async ({ reply, toast }) => {
    kit.serve({
      'GET /api/application': ok([listItemOf(1)]),
      'GET /api/application/1': ok(applicationOf(1)),
      'GET /application/document/all': ok(documentsOf({ documents: [portfolioOf(31, 'old-portfolio.pdf')] })),
      'DELETE /api/application/documents/31': reply,
    });
    open();
    const row = await screen.findByRole('group', { name: 'old-portfolio.pdf' });
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(kit.notifier.error).toHaveBeenCalledWith(toast));
    expect(screen.getByRole('group', { name: 'old-portfolio.pdf' })).toBeInTheDocument();
  });

  it('has no serious axe violations', async () => {
    const axe = (await import('axe-core')).default;
    serve(() => ({ status: 201 }));
    const { container } = open();
    await screen.findByRole('group', { name: 'old-portfolio.pdf' });
    await userEvent.click(screen.getByRole('button', { name: 'Add other document' }));
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
    expect(result.passes.map((rule) => rule.id)).toContain('select-name');
  });
});
