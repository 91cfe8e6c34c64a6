import { MESSAGE_TEXTS } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolationsOf } from '../../../../test/axe.ts';
import { installFakeApi } from '../../../../test/fake-api.ts';
import { setScreenWidth } from '../../../../test/match-media.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { csvResponse, installFakeExport } from '../../../test/fake-export.ts';
import { makeStudentRow, studentPageOf } from '../test/students-fixtures.ts';
import { StudentsPage } from './students-page.tsx';

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
  sessionStorage.setItem('role', 'COUNSELLOR');
  setScreenWidth(1440);
});
afterEach(() => fake.restore());

function renderStudents(route = '/staff/students') {
  fake = installFakeApi({
    'GET /api/staff/students': {
      status: 200,
      data: studentPageOf([makeStudentRow(41, { name: 'Asha Rao' })]),
    },
    'GET /api/staff/members': { status: 200, data: [] },
  });
  return renderWithApp(<StudentsPage />, { route });
}
const listReads = () =>
  fake.requests
    .filter((request) => request.url === '/api/staff/students')
    .map((request) => request.params as Record<string, unknown>);
const location = () => screen.getByTestId('location').textContent;
const unread = () => screen.getByRole('checkbox', { name: MESSAGE_TEXTS.unreadFilter });

describe('Students page: "Has unread messages"', { timeout: 20_000 }, () => {
  it('puts the filter in the address and the request, and takes it out again', async () => {
    const view = renderStudents('/staff/students?stage=PAID&page=2');
    await screen.findByRole('link', { name: 'Asha Rao' });
    expect(unread()).not.toBeChecked();
    expect(listReads()[0]).not.toHaveProperty('hasUnreadMessages');
    await userEvent.click(unread());
    expect(location()).toBe('/staff/students?stage=PAID&unread=true');
    await waitFor(() => expect(listReads().at(-1)).toMatchObject({ hasUnreadMessages: true, pageNumber: 1 }));
    expect(await seriousViolationsOf(view.container)).toEqual([]);
    await userEvent.click(unread());
    expect(location()).toBe('/staff/students?stage=PAID');
    await waitFor(() => expect(listReads().at(-1)).not.toHaveProperty('hasUnreadMessages'));
  });

  it('opens with the filter of the address, and reads anything but "true" as none', async () => {
    renderStudents('/staff/students?unread=true');
    await screen.findByRole('link', { name: 'Asha Rao' });
    expect(unread()).toBeChecked();
    expect(listReads()[0]).toMatchObject({ hasUnreadMessages: true });
    fake.restore();
    renderStudents('/staff/students?unread=yes');
    await waitFor(() => expect(listReads()).toHaveLength(1));
    expect(listReads()[0]).not.toHaveProperty('hasUnreadMessages');
  });

  it('exports the same students', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const exports = installFakeExport(() => csvResponse('id\n1\n', { 'x-total-count': '1' }));
    try {
      renderStudents('/staff/students?unread=true');
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText(/Exported 1 rows/)).toBeInTheDocument();
      expect(exports.calls.map((call) => call.params)).toEqual([
        { mine: 'false', hasUnreadMessages: 'true', sort: 'newest' },
      ]);
    } finally {
      exports.restore();
    }
  });
});
