import { ERROR_MESSAGES, SHORTLIST_MESSAGES } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { NotEligibleAlert } from './not-eligible-alert.tsx';

function renderAlert(undoDisabledReason: string | null = null) {
  const onUndo = vi.fn();
  const onClose = vi.fn();
  renderWithApp(
    <NotEligibleAlert
      courseName="MSc Data Science"
      onUndo={onUndo}
      undoDisabledReason={undoDisabledReason}
      isUndoing={false}
      onClose={onClose}
    />,
  );
  return { onUndo, onClose, undo: screen.getByRole('button', { name: /^Undo/ }) };
}

// Rendering Mantine in jsdom is slow on a shared machine: a generous per-test limit.
describe('NOT_ELIGIBLE alert (§2, §8)', { timeout: 20_000 }, () => {
  it("says 'You are not eligible in this course.' exactly, with the Undo button of §2", () => {
    const { undo } = renderAlert();
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.notEligible);
    expect(screen.getByText(ERROR_MESSAGES.notEligible).textContent).toBe(ERROR_MESSAGES.notEligible);
    expect(undo).toHaveTextContent(/^Undo$/);
  });

  it('Undo asks before removing: a dialog names the removal, Keep leaves the course', async () => {
    const { onUndo, undo } = renderAlert();
    await userEvent.click(undo);
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove MSc Data Science from your shortlist?',
    });
    expect(onUndo).not.toHaveBeenCalled();
    // The safe choice has the focus: Enter or Space does not remove anything.
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onUndo).not.toHaveBeenCalled();
  });

  it('Remove in the dialog takes the course off the shortlist', async () => {
    const { onUndo, undo } = renderAlert();
    await userEvent.click(undo);
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove MSc Data Science from your shortlist?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes the dialog without removing', async () => {
    const { onUndo, undo } = renderAlert();
    await userEvent.click(undo);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onUndo).not.toHaveBeenCalled();
  });

  it('an Undo that cannot be used (§6) stays focusable and says why', async () => {
    const { onUndo, undo } = renderAlert(SHORTLIST_MESSAGES.counsellingCompleted);
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    expect(undo).toHaveAccessibleDescription(SHORTLIST_MESSAGES.counsellingCompleted);
    expect(screen.getByText(SHORTLIST_MESSAGES.counsellingCompleted)).toBeVisible();
    await userEvent.tab(); // the first control of the alert (its close button comes after)
    expect(undo).toHaveFocus();
    await userEvent.click(undo);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onUndo).not.toHaveBeenCalled();
  });
});
