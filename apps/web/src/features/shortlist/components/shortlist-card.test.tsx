import { APPLICATION_MESSAGES, SHORTLIST_MESSAGES, SHORTLIST_STATUSES } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { ShortlistCard } from './shortlist-card.tsx';
import { makeItem } from './shortlist-fixtures.ts';

const noop = () => {};

function renderCard(
  status: (typeof SHORTLIST_STATUSES)[number],
  isCounsellingCompleted: boolean,
  isEvent: boolean,
  onApply: (courseId: number) => void = noop,
) {
  renderWithApp(
    <ShortlistCard
      item={makeItem(5, status)}
      isCounsellingCompleted={isCounsellingCompleted}
      isEvent={isEvent}
      onApply={onApply}
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
        expect(see).toHaveAttribute('aria-disabled', 'true');
        expect(apply).toBeNull();
      } else expect(see).toBeNull();

      const hasApply = status === 'EXPERT_CHOICE' || (status === 'STUDENT_CHOICE' && completed);
      if (hasApply) {
        expect(apply).toBeInTheDocument();
        if (isEvent) expect(apply).toHaveAttribute('aria-disabled', 'true');
        else expect(apply).not.toHaveAttribute('aria-disabled');
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

  it("shows 'Not provided' with neither a start date in the overview nor an intake", () => {
    renderWithApp(
      <ShortlistCard
        item={makeItem(6, 'STUDENT_CHOICE', {
          overview: 'Key facts\nDuration: 2 years',
          intake: '',
          fees: null,
        })}
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

// A disabled button is skipped by Tab and read without a reason: these stay focusable and say why.
describe('a disabled action says why (§4 buttons)', { timeout: 20_000 }, () => {
  it.each([
    ['APPLIED', false, false, 'See Application', 'You have applied to this course.'],
    ['EXPERT_CHOICE', false, true, 'Apply Now', APPLICATION_MESSAGES.eventUserCannotApply],
    ['STUDENT_CHOICE', true, true, 'Apply Now', APPLICATION_MESSAGES.eventUserCannotApply],
    ['NOT_ELIGIBLE', true, false, /^Undo/, SHORTLIST_MESSAGES.counsellingCompleted],
  ] as const)(
    '%s, counselling completed %s, isEvent %s: %s',
    async (status, completed, isEvent, name, reason) => {
      const onApply = vi.fn();
      const card = within(renderCard(status, completed, isEvent, onApply));
      const button = card.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(reason);
      expect(card.getByText(reason)).toBeVisible();
      // Reachable by keyboard: Tab lands on it (the card's first control).
      await userEvent.tab();
      expect(button).toHaveFocus();
      await userEvent.click(button);
      await userEvent.keyboard('{Enter}');
      expect(onApply).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('a shortlisted course before counselling says why it has no Apply Now', () => {
    const card = within(renderCard('STUDENT_CHOICE', false, false));
    expect(card.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(card.getByText(APPLICATION_MESSAGES.counsellingRequired)).toBeVisible();
  });

  it('an enabled Apply Now has no reason line', () => {
    const card = within(renderCard('EXPERT_CHOICE', false, false));
    const apply = card.getByRole('button', { name: 'Apply Now' });
    expect(apply).toBeEnabled();
    expect(apply).not.toHaveAttribute('aria-describedby');
  });
});
