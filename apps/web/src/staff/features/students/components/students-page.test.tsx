import { STUDENT_SORT_LABELS, STUDENT_STAGE_LABELS, STUDENT_STAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type TFakeReply, type TFakeRequest } from '../../../../test/fake-api.ts';
import { setScreenWidth } from '../../../../test/match-media.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { csvResponse, installFakeExport } from '../../../test/fake-export.ts';
import { makeStudentRow, studentPageOf } from '../test/students-fixtures.ts';
import { StudentsPage } from './students-page.tsx';

type THandler = (request: TFakeRequest) => TFakeReply | Promise<TFakeReply>;

const MEMBERS = [
  { id: 7, name: 'Priya Nair', role: 'COUNSELLOR', isDisabled: false },
  { id: 8, name: 'Arjun Mehta', role: 'ADMIN', isDisabled: false },
];

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
  sessionStorage.setItem('role', 'COUNSELLOR');
  setScreenWidth(1440);
});
afterEach(() => fake.restore());

const ok = (data: unknown): TFakeReply => ({ status: 200, data });
const twoStudents = studentPageOf([
  makeStudentRow(41, { name: 'Asha Rao', stage: 'PAID' }),
  makeStudentRow(42, { name: '', assignedCounsellor: null }),
]);

function renderStudents(list: THandler | TFakeReply = ok(twoStudents), route = '/staff/students') {
  fake = installFakeApi({
    'GET /api/staff/students': list,
    'GET /api/staff/members': ok(MEMBERS),
  });
  return renderWithApp(<StudentsPage />, { route });
}
const listReads = () =>
  fake.requests
    .filter((request) => request.url === '/api/staff/students')
    .map((request) => request.params as Record<string, unknown>);
const location = () => screen.getByTestId('location').textContent;
const DEFAULT_PARAMS = { mine: false, sort: 'newest', pageNumber: 1, pageSize: 20 };

describe('Students page', { timeout: 20_000 }, () => {
  it('shows twenty skeleton rows under the real column headers while loading', () => {
    renderStudents(() => new Promise<TFakeReply>(() => {}));
    expect(screen.getByRole('heading', { level: 1, name: 'Students' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Loading students…' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Student', 'Phone', 'Reference ID', 'Stage', 'Counsellor', 'Last activity']);
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(20);
  });

  it('shows each student: name linked to their page, phone, reference, stage, counsellor, last activity', async () => {
    renderStudents();
    const row = (await screen.findByRole('link', { name: 'Asha Rao' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(screen.getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/staff/students/41');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Asha Rao', '9876500041', 'REF00041', 'Paid', 'Priya Nair', '5 Jan 2027, 3:30 PM IST']);
    const unnamed = screen.getByRole('link', { name: 'Unnamed student' }).closest('tr');
    expect(unnamed).toHaveTextContent('Not assigned');
    expect(screen.getByText('2 students')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Students, page 1 of 1' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    // One page: no paging.
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(listReads()).toEqual([DEFAULT_PARAMS]);
  });

  it('shows cards with the same facts on a phone', async () => {
    setScreenWidth(375);
    renderStudents();
    const card = (await screen.findByRole('link', { name: 'Asha Rao' })).closest('li');
    if (!card) throw new Error('no card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Phone').nextElementSibling).toHaveTextContent('9876500041');
    expect(within(card).getByText('Stage').nextElementSibling).toHaveTextContent('Paid');
    expect(within(card).getByText('Counsellor').nextElementSibling).toHaveTextContent('Priya Nair');
  });

  it('says so beside a disabled counsellor in the table', async () => {
    const page = studentPageOf([
      makeStudentRow(41, {
        name: 'Asha Rao',
        assignedCounsellor: { id: 7, name: 'Priya Nair', isDisabled: true },
      }),
    ]);
    renderStudents(ok(page));
    const row = (await screen.findByRole('link', { name: 'Asha Rao' })).closest('tr');
    expect(row).toHaveTextContent('Priya Nair (disabled)');
  });

  it('says so beside a disabled counsellor on a phone', async () => {
    setScreenWidth(375);
    renderStudents(
      ok(
        studentPageOf([
          makeStudentRow(41, {
            name: 'Asha Rao',
            assignedCounsellor: { id: 7, name: 'Priya Nair', isDisabled: true },
          }),
        ]),
      ),
    );
    const card = (await screen.findByRole('link', { name: 'Asha Rao' })).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Counsellor').nextElementSibling).toHaveTextContent(
      'Priya Nair (disabled)',
    );
  });

  it('says when no student matches', async () => {
    renderStudents(ok(studentPageOf([])));
    expect(await screen.findByText('No students match.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed read with Try again', async () => {
    let calls = 0;
    renderStudents(() => (++calls === 1 ? { status: 400, data: {} } : ok(twoStudents)));
    expect(await screen.findByText('Students could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Asha Rao' })).toBeInTheDocument();
  });

  it('offers every stage and sort of the contract', () => {
    renderStudents();
    const stage = screen.getByRole('combobox', { name: 'Stage' });
    expect(
      within(stage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All stages', ...STUDENT_STAGES.map((value) => STUDENT_STAGE_LABELS[value])]);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Object.values(STUDENT_SORT_LABELS));
    expect(screen.getByRole('searchbox', { name: 'Search students' })).toHaveAttribute(
      'placeholder',
      'Name, phone or reference ID',
    );
  });

  it('puts each filter in the address and the request, back at page 1', async () => {
    const user = userEvent.setup();
    renderStudents(ok(studentPageOf([makeStudentRow(1)], { totalElements: 60 })), '/staff/students?page=2');
    await screen.findByText('Page 2 of 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Counselled');
    expect(location()).toBe('/staff/students?stage=COUNSELLED');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Last activity');
    expect(location()).toBe('/staff/students?stage=COUNSELLED&sort=lastActivity');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Counsellor' }), 'Priya Nair');
    expect(location()).toBe('/staff/students?stage=COUNSELLED&sort=lastActivity&counsellor=7');
    await waitFor(() =>
      expect(listReads().at(-1)).toEqual({
        ...DEFAULT_PARAMS,
        stage: 'COUNSELLED',
        sort: 'lastActivity',
        counsellorId: 7,
      }),
    );
    // My students: the counsellor filter goes (the server would ignore it).
    await user.click(screen.getByRole('radio', { name: 'My students' }));
    expect(location()).toBe('/staff/students?stage=COUNSELLED&sort=lastActivity&counsellor=7&mine=true');
    expect(screen.queryByRole('combobox', { name: 'Counsellor' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(listReads().at(-1)).toEqual({
        ...DEFAULT_PARAMS,
        stage: 'COUNSELLED',
        sort: 'lastActivity',
        mine: true,
      }),
    );
  });

  it('opens with the filters of the address (reload, a link, a new tab)', async () => {
    renderStudents(
      ok(studentPageOf([makeStudentRow(1)], { page: 2, totalElements: 45 })),
      '/staff/students?q=asha&stage=PAID&mine=true&sort=lastActivity&page=2',
    );
    expect(screen.getByRole('searchbox', { name: 'Search students' })).toHaveValue('asha');
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('PAID');
    expect(screen.getByRole('radio', { name: 'My students' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('lastActivity');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(listReads()).toEqual([
      { q: 'asha', stage: 'PAID', mine: true, sort: 'lastActivity', pageNumber: 2, pageSize: 20 },
    ]);
  });

  it('reads a filter the API would refuse as no filter', async () => {
    renderStudents(ok(twoStudents), '/staff/students?stage=NOPE&sort=x&page=-3&counsellor=abc');
    await screen.findByRole('link', { name: 'Asha Rao' });
    expect(listReads()).toEqual([DEFAULT_PARAMS]);
  });

  it('searches once typing pauses, not on every key; the address keeps the search', async () => {
    const user = userEvent.setup();
    renderStudents();
    await screen.findByRole('link', { name: 'Asha Rao' });
    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), '  +91 98765 ');
    await waitFor(() => expect(location()).toBe('/staff/students?q=%2B91+98765'));
    await waitFor(() => expect(listReads().at(-1)).toEqual({ ...DEFAULT_PARAMS, q: '+91 98765' }));
    expect(listReads().filter((params) => 'q' in params)).toHaveLength(1);
  });

  it('stays on the student opened before typing paused (the pending search does not pull back)', async () => {
    const user = userEvent.setup();
    renderStudents();
    await user.type(await screen.findByRole('searchbox', { name: 'Search students' }), 'Asha');
    await user.click(screen.getByRole('link', { name: 'Asha Rao' }));
    expect(location()).toBe('/staff/students/41');
    await new Promise((resolve) => setTimeout(resolve, 600)); // past the search's pause
    expect(location()).toBe('/staff/students/41');
  });

  it('pages with Previous / Next, keeping the current rows until the next page is in', async () => {
    const pending: ((reply: TFakeReply) => void)[] = [];
    renderStudents((request) => {
      const { pageNumber } = request.params as { pageNumber: number };
      if (pageNumber === 1)
        return ok(studentPageOf([makeStudentRow(1, { name: 'First Page' })], { totalElements: 41 }));
      return new Promise<TFakeReply>((resolve) => pending.push(resolve));
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/staff/students?page=2');
    await waitFor(() => expect(pending).toHaveLength(1));
    // Still the first page's rows, marked busy, no skeleton.
    expect(screen.getByRole('link', { name: 'First Page' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    pending[0]?.(
      ok(studentPageOf([makeStudentRow(2, { name: 'Second Page' })], { page: 2, totalElements: 41 })),
    );
    expect(await screen.findByRole('link', { name: 'Second Page' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(listReads().map((params) => params.pageNumber)).toEqual([1, 2]);
  });

  it('exports the list with the same filters', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const exports = installFakeExport(() => csvResponse('id\n1\n', { 'x-total-count': '1' }));
    try {
      renderStudents(ok(twoStudents), '/staff/students?q=asha&stage=PAID&page=3');
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText(/Exported 1 rows/)).toBeInTheDocument();
      expect(exports.calls.map((call) => [call.path, call.params])).toEqual([
        ['/api/staff/exports/students.csv', { q: 'asha', stage: 'PAID', mine: 'false', sort: 'newest' }],
      ]);
    } finally {
      exports.restore();
    }
  });
});
