import { POST_OFFER_MESSAGES as M } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../../../test/fake-api.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { journeyOf } from '../test/post-offer-fixtures.ts';
import { JOURNEY_URL, panelKit } from '../test/post-offer-test-kit.tsx';

const { render, notifier } = panelKit();

describe('After the offer panel: its states', { timeout: 20_000 }, () => {
  it('holds its size with a skeleton while loading, then shows what happens next and the stages', async () => {
    let answer: (value: { status: number; data: unknown }) => void = () => {};
    const { fake } = render(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status', { name: TEXTS.loading })).toBeInTheDocument();
    await waitFor(() => expect(fake.requests.some((request) => request.url === JOURNEY_URL)).toBe(true));
    answer({ status: 200, data: journeyOf() });
    expect(await screen.findByText('Enter the deposit the offer asks for')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: TEXTS.loading })).toBeNull();
    for (const name of ['Tuition deposit', 'Interviews', 'CAS', 'Visa', 'Pre-departure']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    // The current stage is open.
    expect(screen.getByRole('button', { name: /^Tuition deposit/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when loading failed, and Try again reads the journey again', async () => {
    let calls = 0;
    const { user, fake } = render(() =>
      ++calls === 1
        ? { status: 403, data: apiErrorBody('FORBIDDEN', 'no') }
        : { status: 200, data: journeyOf() },
    );
    expect(await screen.findByText(TEXTS.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.retry }));
    expect(await screen.findByText('Enter the deposit the offer asks for')).toBeInTheDocument();
    expect(fake.requests.filter((request) => request.url === JOURNEY_URL)).toHaveLength(2);
  });

  it('says the steps start with the unconditional offer when the server answers 409', async () => {
    render({ status: 409, data: apiErrorBody('CONFLICT', M.notYetOffered) });
    expect(await screen.findByText(M.notYetOffered)).toBeInTheDocument();
  });

  it('has no serious axe violations once filled', async () => {
    const { container } = render(journeyOf());
    await screen.findByText('Enter the deposit the offer asks for');
    const axe = (await import('axe-core')).default;
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });

  it('shows nothing as a toast when the server refuses: the 409 message sits under its form', async () => {
    const { user } = render(journeyOf(), {
      routes: {
        [`PUT ${JOURNEY_URL}/deposit`]: {
          status: 409,
          data: apiErrorBody('CONFLICT', M.depositAlreadyVerified),
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: TEXTS.amount }), '2000');
    const due = screen.getByLabelText(/^Due date/);
    await user.type(due, '2027-05-01');
    await user.click(screen.getByRole('button', { name: TEXTS.saveDeposit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.depositAlreadyVerified);
    await waitFor(() => expect(notifier.error).not.toHaveBeenCalled());
  });
});
