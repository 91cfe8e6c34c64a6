import { SHORTLIST_STATUSES } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { ShortlistCard } from './shortlist-card.tsx';
import { makeItem } from './shortlist-fixtures.ts';

const noop = () => {};

function renderCard(
  status: (typeof SHORTLIST_STATUSES)[number],
  isCounsellingCompleted: boolean,
  isEvent: boolean,
) {
  renderWithApp(
    <ShortlistCard
      item={makeItem(5, status)}
      isCounsellingCompleted={isCounsellingCompleted}
      isEvent={isEvent}
      onApply={noop}
      isApplying={false}
      onRemove={noop}
      isRemoving={false}
    />,
  );
  return screen.getByRole('article', { name: 'Course 5' });
}

const combos = SHORTLIST_STATUSES.flatMap((status) =>
  [false, true].flatMap((completed) => [false, true].map((isEvent) => ({ status, completed, isEvent }))),
);

// Rendering Mantine in jsdom is slow on a shared machine: a generous per-test limit.
describe('shortlisted card buttons (§4), rendered', { timeout: 20_000 }, () => {
  it.each(combos)(
    '$status, counselling completed $completed, isEvent $isEvent',
    ({ status, completed, isEvent }) => {
      const card = within(renderCard(status, completed, isEvent));
      const apply = card.queryByRole('button', { name: 'Apply Now' });
      const see = card.queryByRole('button', { name: 'See Application' });
      const remove = card.queryByRole('button', { name: /^Remove/ });

      if (status === 'APPLIED') {
        expect(see).toBeDisabled();
        expect(apply).toBeNull();
      } else expect(see).toBeNull();

      const hasApply = status === 'EXPERT_CHOICE' || (status === 'STUDENT_CHOICE' && completed);
      if (hasApply) {
        expect(apply).toBeInTheDocument();
        if (isEvent) expect(apply).toBeDisabled();
        else expect(apply).toBeEnabled();
      } else expect(apply).toBeNull();

      expect(Boolean(remove)).toBe(status === 'STUDENT_CHOICE' && !completed);
      expect(Boolean(card.queryByRole('alert'))).toBe(status === 'NOT_ELIGIBLE');
    },
  );
});

describe('shortlisted card content (§2)', () => {
  it('shows the university, the facts and the start date read from the overview', () => {
    const card = within(renderCard('STUDENT_CHOICE', false, false));
    expect(card.getByText('University 5')).toBeInTheDocument();
    const facts = Object.fromEntries(
      card.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Country: 'UK',
      Campus: 'Main Campus',
      'Start Date': 'September 2026',
      'Approx. Fee': 'GBP 15005',
      Duration: '1 year',
    });
    expect(card.getByText('Shortlisted')).toBeInTheDocument();
  });

  it("shows 'Not provided' without a start date in the overview", () => {
    renderWithApp(
      <ShortlistCard
        item={makeItem(6, 'STUDENT_CHOICE', { overview: 'Key facts\nDuration: 2 years', fees: null })}
        isCounsellingCompleted={false}
        isEvent={false}
        onApply={noop}
        isApplying={false}
        onRemove={noop}
        isRemoving={false}
      />,
    );
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it("marks an APPLIED card 'ALREADY APPLIED' with 'Additional Docs' at step 2 of 4", () => {
    const card = within(renderCard('APPLIED', false, false));
    expect(card.getByText('ALREADY APPLIED')).toBeInTheDocument();
    expect(card.queryByText('Shortlisted')).toBeNull();
    expect(card.getByText('Additional Docs')).toBeInTheDocument();
    const bar = card.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
  });

  it("labels an EXPERT_CHOICE card 'EXPERT CHOICE' without the Shortlisted marker", () => {
    const card = within(renderCard('EXPERT_CHOICE', false, false));
    expect(card.getByText('EXPERT CHOICE')).toBeInTheDocument();
    expect(card.queryByText('Shortlisted')).toBeNull();
  });

  it("marks a NOT_ELIGIBLE card 'Shortlisted' and shows the alert instead of buttons", () => {
    const card = within(renderCard('NOT_ELIGIBLE', false, false));
    expect(card.getByText('Shortlisted')).toBeInTheDocument();
    expect(card.getByRole('alert')).toHaveTextContent('You are not eligible in this course.');
    expect(card.getByRole('button', { name: /^Undo/ })).toBeEnabled();
  });
});
