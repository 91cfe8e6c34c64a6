import { EXPORT_MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { installFakeExport, jsonResponse, streamedCsv } from '../test/fake-export.ts';
import { ExportButton } from './export-button.tsx';

let fake: ReturnType<typeof installFakeExport> | undefined;
let saved: string[] = [];
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
});
afterEach(() => fake?.restore());

const progressbar = () => screen.getByRole('progressbar', { name: 'Export progress' });

describe('ExportButton', { timeout: 20_000 }, () => {
  it('shows "N of M rows" as the rows arrive, then saves the file', async () => {
    const csv = streamedCsv({
      'x-total-count': '3',
      'content-disposition': 'attachment; filename="students-2027-01-05.csv"',
    });
    fake = installFakeExport(() => csv.response);
    renderWithApp(<ExportButton kind="students" params={{ stage: 'PAID', mine: false }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(progressbar()).toHaveAttribute('aria-valuetext', '0 of 3 rows'));
    expect(fake.calls[0]?.params).toEqual({ stage: 'PAID', mine: 'false' });

    csv.push('id,name\n1,Asha\n');
    await waitFor(() => expect(progressbar()).toHaveAttribute('aria-valuetext', '1 of 3 rows'));
    expect(progressbar()).toHaveAttribute('aria-valuenow', '1');
    expect(progressbar()).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText('1 of 3 rows')).toBeInTheDocument();
    expect(saved).toEqual([]);

    csv.push('2,Ravi\n3,Meena\n');
    csv.end();
    expect(await screen.findByText('Exported 3 rows to students-2027-01-05.csv.')).toBeInTheDocument();
    expect(progressbar()).toHaveAttribute('aria-valuetext', '3 of 3 rows');
    expect(saved).toEqual(['students-2027-01-05.csv blob:csv']);
  });

  it("shows the server's refusal (too many rows) and saves nothing", async () => {
    const message = EXPORT_MESSAGES.tooMany(250_000);
    fake = installFakeExport(() => jsonResponse(400, apiErrorBody('BAD_REQUEST', message)));
    renderWithApp(<ExportButton kind="applications" params={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('ends the session on a 401, as every other call does', async () => {
    fake = installFakeExport(() => jsonResponse(401, apiErrorBody('SESSION_EXPIRED', 'Session expired')));
    const onSessionExpired = vi.fn();
    renderWithApp(<ExportButton kind="students" params={{}} />, { onSessionExpired });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalled());
  });

  it('shows a network failure in plain words', async () => {
    fake = installFakeExport(() => {
      throw new TypeError('Failed to fetch');
    });
    renderWithApp(<ExportButton kind="students" params={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error: check your connection and try again.',
    );
  });

  it('Cancel export stops it without an error or a file', async () => {
    const csv = streamedCsv({ 'x-total-count': '10' });
    fake = installFakeExport((call) => {
      csv.abortWith(call.signal);
      return csv.response;
    });
    renderWithApp(<ExportButton kind="students" params={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    csv.push('id\n1\n');
    await waitFor(() => expect(progressbar()).toHaveAttribute('aria-valuetext', '1 of 10 rows'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
