import { ERROR_MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { applicationOf, conditionalOf, documentsOf, listItemOf } from '../journey-fixtures.ts';
import { JourneyPage } from './journey-page.tsx';
import { fileOf, ok, setUpJourneyTests } from './journey-test-kit.ts';

const kit = setUpJourneyTests();
const DOWNLOAD = 'GET /api/application/conditional-offer/download';

function serve(routes: Parameters<typeof kit.serve>[0] = {}, status = 'CONDITIONAL_OFFER_RECEIVED' as const) {
  let passport = conditionalOf(51, 'PASSPORT', 'Passport');
  kit.serve({
    'GET /api/application': ok([listItemOf(1, status)]),
    'GET /api/application/1': ok(applicationOf(1, status)),
    'GET /application/document/all': () => ok(documentsOf({ status, conditionalDocuments: [passport] })),
    'POST /application/document/conditional/upload': () => {
      passport = { ...passport, name: 'passport.pdf', status: 'UPLOADED', uploaded: true };
      return ok({ ...passport, message: 'Uploaded Passport successfully' });
    },
    [DOWNLOAD]: ok({ tempURL: '/files/offer-1?sig=x' }),
    'GET /files/offer-1?sig=x': { status: 200, data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) },
    ...routes,
  });
}
const open = () =>
  renderWithApp(<JourneyPage />, {
    route: '/application-journey?applicationId=1&step=2',
    notifier: kit.notifier,
  });

let clicked: string[] = [];
beforeEach(() => {
  clicked = [];
  URL.createObjectURL = vi.fn(() => 'blob:offer');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(`${this.download} ${this.href}`);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Conditional Offer', { timeout: 20_000 }, () => {
  it('downloads the offer letter as a PDF and says so', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Your Offer!' }));
    await waitFor(() =>
      expect(kit.notifier.success).toHaveBeenCalledWith('Conditional Offer Downloaded successfully!'),
    );
    expect(kit.requestsTo('GET', '/api/application/conditional-offer/download')[0]?.params).toEqual({
      applicationId: 1,
    });
    expect(clicked).toEqual(['conditional-offer-1.pdf blob:offer']);
  });

  it("toasts the server's reason when the letter is not there yet", async () => {
    serve({
      [DOWNLOAD]: {
        status: 404,
        data: apiErrorBody('NOT_FOUND', 'Your conditional offer letter has not been uploaded yet.'),
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Your Offer!' }));
    await waitFor(() =>
      expect(kit.notifier.error).toHaveBeenCalledWith(
        'Your conditional offer letter has not been uploaded yet.',
      ),
    );
    expect(kit.notifier.success).not.toHaveBeenCalled();
    expect(clicked).toEqual([]);
  });

  it("lists the conditional docs and uploads one: 'Uploaded {name} successfully', not the code", async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { name: 'Submit Conditional Docs' })).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'Passport' });
    expect(within(group).getByText('Not uploaded')).toBeInTheDocument();
    await userEvent.upload(within(group).getByLabelText('Passport file'), fileOf('passport.pdf'));
    await waitFor(() => expect(kit.notifier.success).toHaveBeenCalledWith('Uploaded Passport successfully'));
    expect(kit.requestsTo('POST', '/application/document/conditional/upload')[0]?.params).toEqual({
      documentId: 51,
      name: 'passport.pdf',
      uploadedBy: '1',
    });
    expect(await within(group).findByText('passport.pdf')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Replace Passport' })).toBeInTheDocument();
  });

  it('refuses a too-large file in the browser and a failed upload toasts the reason', async () => {
    serve({
      'POST /application/document/conditional/upload': {
        status: 409,
        data: apiErrorBody('CONFLICT', 'This document is no longer required for your offer.'),
      },
    });
    open();
    const group = await screen.findByRole('group', { name: 'Passport' });
    const input = within(group).getByLabelText('Passport file');
    await userEvent.upload(input, fileOf('big.pdf', 11 * 1024 * 1024));
    expect(within(group).getByRole('alert')).toHaveTextContent(/10 MB/);
    expect(kit.requestsTo('POST', '/application/document/conditional/upload')).toHaveLength(0);
    await userEvent.upload(input, fileOf('passport.pdf'));
    await waitFor(() =>
      expect(kit.notifier.error).toHaveBeenCalledWith('This document is no longer required for your offer.'),
    );
    expect(ERROR_MESSAGES.documentUpload).toBe('Failed to upload document!'); // the fallback when none is sent
  });

  it('has no serious axe violations', async () => {
    const axe = (await import('axe-core')).default;
    serve();
    const { container } = open();
    await screen.findByRole('group', { name: 'Passport' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
    expect(result.passes.map((rule) => rule.id)).toContain('button-name');
  });
});
