import {
  POST_OFFER_DUE_FILTER_LABELS,
  POST_OFFER_DUE_FILTERS,
  POST_OFFER_POSITIONS,
  type TPostOfferPosition,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type TFakeReply, type TFakeRequest } from '../../../../test/fake-api.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { BOARD_TEXTS as TEXTS } from '../board-texts.ts';
import { cardPageOf, makeCard } from '../test/board-fixtures.ts';
import { BoardPage } from './board-page.tsx';

type TColumnParams = Record<string, unknown> & { status: string; stage?: TPostOfferPosition; due?: string };
const ok = (data: unknown): TFakeReply => ({ status: 200, data });

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => fake.restore());

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

/** The board over the fake API: a card at VISA due 2027-07-01 in the VISA column, the others empty. */
function renderBoard(route = '/staff/applications') {
  fake = installFakeApi({
    'GET /api/staff/applications': (request: TFakeRequest) => {
      const params = request.params as TColumnParams;
      return ok(
        cardPageOf(
          params.stage === 'VISA'
            ? [
                makeCard(3, 'UNCONDITIONAL_OFFER_RECEIVED', {
                  postOfferStage: 'VISA',
                  postOfferDueOn: '2027-07-01',
                }),
              ]
            : [],
        ),
      );
    },
    'GET /api/staff/members': ok([]),
    'GET /intake-details/all': ok([]),
  });
  const user = userEvent.setup({ delay: null });
  renderWithApp(
    <Routes>
      <Route
        path="/staff/applications"
        element={
          <>
            <BoardPage />
            <BackButton />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return { user };
}
const reads = () =>
  fake.requests
    .filter((request) => request.url === '/api/staff/applications')
    .map((request) => request.params as TColumnParams);
const location = () => screen.getByTestId('location').textContent;

describe('Applications board: after the offer', { timeout: 30_000 }, () => {
  it('turns the columns into the six post-offer stages, past the unconditional offer only', async () => {
    const { user } = renderBoard();
    await user.selectOptions(screen.getByRole('combobox', { name: TEXTS.postOffer }), TEXTS.everyStage);
    expect(location()).toBe('/staff/applications?stage=ALL');
    const strip = within(await screen.findByRole('region', { name: TEXTS.postOfferColumns }));
    await waitFor(() =>
      expect(strip.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
        POST_OFFER_POSITIONS.map((stage) => `${TEXTS.stages[stage]} (${stage === 'VISA' ? 1 : 0})`),
      ),
    );
    const stageReads = reads().filter((params) => params.stage !== undefined);
    expect(new Set(stageReads.map((params) => params.stage))).toEqual(new Set(POST_OFFER_POSITIONS));
    expect(stageReads.every((params) => params.status === 'UNCONDITIONAL_OFFER_RECEIVED')).toBe(true);
  });

  it('shows a card’s post-offer stage and due date', async () => {
    renderBoard('/staff/applications?stage=VISA');
    const card = within(await screen.findByRole('article', { name: /Course 3/ }));
    const fact = (term: string) => card.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact(TEXTS.postOfferFact)).toBe('Visa');
    expect(fact(TEXTS.dueFact)).toBe('2027-07-01');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Visa (1)',
    ]);
  });

  it.each(POST_OFFER_DUE_FILTERS)(
    'the %s chip filters every stage column, kept in the address',
    async (due) => {
      const { user } = renderBoard();
      const chips = within(screen.getByRole('group', { name: TEXTS.due }));
      const chip = chips.getByRole('button', { name: POST_OFFER_DUE_FILTER_LABELS[due] });
      expect(chip).toHaveAttribute('aria-pressed', 'false');
      await user.click(chip);
      expect(location()).toBe(`/staff/applications?due=${due}`);
      expect(chip).toHaveAttribute('aria-pressed', 'true');
      await screen.findByRole('region', { name: TEXTS.postOfferColumns });
      await waitFor(() =>
        expect(reads().some((params) => params.due === due && params.stage === 'DEPOSIT')).toBe(true),
      );
    },
  );

  it('lists the four due chips by their labels; pressing the pressed one clears it, and Back returns to it', async () => {
    const { user } = renderBoard('/staff/applications?due=VISA_DECISION_AWAITED');
    const chips = within(screen.getByRole('group', { name: TEXTS.due }));
    expect(chips.getAllByRole('button').map((button) => button.textContent)).toEqual(
      POST_OFFER_DUE_FILTERS.map((due) => POST_OFFER_DUE_FILTER_LABELS[due]),
    );
    await user.click(chips.getByRole('button', { name: 'Visa decision awaited' }));
    expect(location()).toBe('/staff/applications');
    expect(await screen.findByRole('region', { name: TEXTS.columns })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/staff/applications?due=VISA_DECISION_AWAITED');
    expect(await screen.findByRole('region', { name: TEXTS.postOfferColumns })).toBeInTheDocument();
  });

  it('reads an unknown stage or due in the address as none: the status columns', async () => {
    renderBoard('/staff/applications?stage=LATER&due=SOON');
    expect(await screen.findByRole('region', { name: TEXTS.columns })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: TEXTS.postOffer })).toHaveValue('');
    await waitFor(() => expect(reads().length).toBeGreaterThan(0));
    expect(reads().every((params) => params.stage === undefined && params.due === undefined)).toBe(true);
  });

  it('has no serious axe violations with the stage columns and a chip pressed', async () => {
    renderBoard('/staff/applications?due=VISA_DECISION_AWAITED');
    await screen.findByRole('article', { name: /Course 3/ });
    const axe = (await import('axe-core')).default;
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
