import {
  APPLICATION_STATUS_LABELS,
  BOARD_STATUSES,
  COUNTRIES,
  type TApplicationStatus,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type TFakeReply, type TFakeRequest } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { csvResponse, installFakeExport } from '../../../test/fake-export.ts';
import { cardPageOf, makeCard } from '../test/board-fixtures.ts';
import { BoardPage } from './board-page.tsx';

type TColumnParams = { status: TApplicationStatus; pageNumber: number; pageSize: number } & Record<
  string,
  unknown
>;
type TColumnAnswer = (params: TColumnParams) => TFakeReply | Promise<TFakeReply>;

const ok = (data: unknown): TFakeReply => ({ status: 200, data });
const MEMBERS = [{ id: 7, name: 'Priya Nair', role: 'COUNSELLOR', isDisabled: false }];
const INTAKES = [
  { id: 1, name: 'September 2027', startDate: '2027-09-01' },
  { id: 2, name: 'January 2028', startDate: '2028-01-01' },
];

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => fake.restore());

/** Empty columns unless `answer` says otherwise. */
function renderBoard(answer: TColumnAnswer = () => ok(cardPageOf([])), route = '/staff/applications') {
  fake = installFakeApi({
    'GET /api/staff/applications': (request: TFakeRequest) => answer(request.params as TColumnParams),
    'GET /api/staff/members': ok(MEMBERS),
    'GET /intake-details/all': ok(INTAKES),
  });
  return renderWithApp(<BoardPage />, { route });
}
const columnReads = () =>
  fake.requests
    .filter((request) => request.url === '/api/staff/applications')
    .map((request) => request.params as TColumnParams);
const column = (name: string | RegExp) => within(screen.getByRole('region', { name }));
const location = () => screen.getByTestId('location').textContent;

describe('Applications board', { timeout: 20_000 }, () => {
  it('lists every column’s count first, each opening its column (the columns scroll at 768 px)', async () => {
    renderBoard((params) =>
      ok(
        cardPageOf(
          params.status === 'CONDITIONAL_OFFER_RECEIVED' ? [makeCard(1, 'CONDITIONAL_OFFER_RECEIVED')] : [],
        ),
      ),
    );
    const counts = await screen.findByRole('list', { name: 'Applications by status' });
    await waitFor(
      () =>
        expect(
          within(counts)
            .getAllByRole('button')
            .map((button) => button.textContent),
        ).toEqual(
          BOARD_STATUSES.map(
            (s) => `${APPLICATION_STATUS_LABELS[s]} (${s === 'CONDITIONAL_OFFER_RECEIVED' ? 1 : 0})`,
          ),
        ),
      { timeout: 5000 },
    );
    const live = APPLICATION_STATUS_LABELS.CONDITIONAL_OFFER_RECEIVED;
    await userEvent.click(within(counts).getByRole('button', { name: `${live} (1)` }));
    expect(screen.getByRole('region', { name: `${live} (1)` })).toHaveFocus();
  });

  it('asks one page of 20 per status column; skeletons while loading', async () => {
    renderBoard(() => new Promise<TFakeReply>(() => {}));
    expect(screen.getByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    for (const status of BOARD_STATUSES) {
      const label = APPLICATION_STATUS_LABELS[status];
      expect(column(label).getByText(`Loading ${label}…`)).toBeInTheDocument();
    }
    await waitFor(() => expect(columnReads()).toHaveLength(BOARD_STATUSES.length));
    expect(columnReads()).toEqual(BOARD_STATUSES.map((status) => ({ status, pageNumber: 1, pageSize: 20 })));
  });

  it('names each column by its status and count; cards show the facts and lead to the student', async () => {
    renderBoard(({ status }) =>
      status === 'APPLIED'
        ? ok(
            cardPageOf([
              makeCard(1, 'APPLIED', { courseName: 'MSc Data Science', studentName: 'Asha Rao' }),
              makeCard(2, 'APPLIED', { studentName: '', counsellor: null }),
            ]),
          )
        : ok(cardPageOf([])),
    );
    const applied = await screen.findByRole('region', { name: 'Application Submitted (2)' });
    const card = within(within(applied).getByRole('article', { name: 'MSc Data Science — Asha Rao' }));
    expect(card.getByRole('heading', { level: 3, name: 'MSc Data Science' })).toBeInTheDocument();
    for (const [term, value] of [
      ['University', 'University 1'],
      ['Country', 'UK'],
      ['Intake', 'September 2027'],
      ['Counsellor', 'Priya Nair'],
      ['Next', 'Start the review'],
    ] as const) {
      expect(card.getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    expect(card.getByRole('link', { name: 'Open student' })).toHaveAttribute(
      'href',
      '/staff/students/41#applications',
    );
    const unnamed = within(within(applied).getByRole('article', { name: 'Course 2 — Unnamed student' }));
    expect(unnamed.getByText('Not assigned')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Withdrawn (0)' })).toHaveTextContent(
      'No applications.',
    );
  });

  it('Show more appends the next page of a column and moves the keyboard to the first new card', async () => {
    const user = userEvent.setup();
    renderBoard(({ status, pageNumber }) => {
      if (status !== 'UNDER_REVIEW') return ok(cardPageOf([]));
      const first = (pageNumber - 1) * 20 + 1;
      const cards = Array.from({ length: pageNumber === 1 ? 20 : 5 }, (_, index) =>
        makeCard(first + index, 'UNDER_REVIEW'),
      );
      return ok(cardPageOf(cards, { page: pageNumber, totalElements: 25 }));
    });
    const region = await screen.findByRole('region', { name: 'Application Under Review (25)' });
    expect(within(region).getAllByRole('article')).toHaveLength(20);
    // Only a column with more to show offers it.
    expect(screen.getAllByRole('button', { name: 'Show more' })).toHaveLength(1);
    await user.click(within(region).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(25));
    expect(within(region).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const firstNew = within(region).getByRole('article', { name: 'Course 21 — Student 21' });
    expect(within(firstNew).getByRole('link', { name: 'Open student' })).toHaveFocus();
    expect(
      columnReads()
        .filter((params) => params.status === 'UNDER_REVIEW')
        .map((params) => params.pageNumber),
    ).toEqual([1, 2]);
  });

  it('shows a column that failed with Try again, the others as they are', async () => {
    let rejectedCalls = 0;
    renderBoard(({ status }) => {
      if (status === 'REJECTED' && ++rejectedCalls === 1) return { status: 400, data: {} };
      return ok(cardPageOf([]));
    });
    const rejected = await screen.findByRole('region', { name: /^Application Rejected/ });
    await within(rejected).findByText('This column could not be loaded.');
    expect(column('Application Submitted (0)').getByText('No applications.')).toBeInTheDocument();
    await userEvent.click(within(rejected).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Application Rejected (0)' })).toBeInTheDocument();
  });

  it('puts Counsellor, Country and Intake in the address and in every column request', async () => {
    const user = userEvent.setup();
    renderBoard();
    await screen.findByRole('region', { name: 'Withdrawn (0)' });
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any country', ...COUNTRIES]);
    await user.selectOptions(country, 'Canada');
    await screen.findByRole('option', { name: 'Priya Nair' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Counsellor' }), 'Priya Nair');
    await screen.findByRole('option', { name: 'January 2028' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Intake' }), 'January 2028');
    expect(location()).toBe('/staff/applications?country=Canada&counsellor=7&intake=January+2028');
    await waitFor(() =>
      expect(columnReads().slice(-BOARD_STATUSES.length)).toEqual(
        BOARD_STATUSES.map((status) => ({
          status,
          counsellorId: 7,
          country: 'Canada',
          intake: 'January 2028',
          pageNumber: 1,
          pageSize: 20,
        })),
      ),
    );
  });

  it('opens with the filters of the address, keeping an intake no longer offered', async () => {
    renderBoard(undefined, '/staff/applications?country=UK&intake=May+2026&counsellor=7');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('UK');
    expect(screen.getByRole('combobox', { name: 'Intake' })).toHaveValue('May 2026');
    await screen.findByRole('option', { name: 'Priya Nair' });
    expect(screen.getByRole('combobox', { name: 'Counsellor' })).toHaveValue('7');
    await waitFor(() => expect(columnReads()).toHaveLength(BOARD_STATUSES.length));
    expect(columnReads()[0]).toEqual({
      status: 'APPLIED',
      counsellorId: 7,
      country: 'UK',
      intake: 'May 2026',
      pageNumber: 1,
      pageSize: 20,
    });
  });

  it('reads a country the API would refuse as none', async () => {
    renderBoard(undefined, '/staff/applications?country=Mars&counsellor=x');
    await waitFor(() => expect(columnReads()).toHaveLength(BOARD_STATUSES.length));
    expect(columnReads()[0]).toEqual({ status: 'APPLIED', pageNumber: 1, pageSize: 20 });
  });

  it('exports the applications with the same filters', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const exports = installFakeExport(() => csvResponse('id\n1\n2\n', { 'x-total-count': '2' }));
    try {
      renderBoard(undefined, '/staff/applications?country=UK&intake=September+2027');
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText(/Exported 2 rows/)).toBeInTheDocument();
      expect(exports.calls.map((call) => [call.path, call.params])).toEqual([
        ['/api/staff/exports/applications.csv', { country: 'UK', intake: 'September 2027' }],
      ]);
    } finally {
      exports.restore();
    }
  });
});
