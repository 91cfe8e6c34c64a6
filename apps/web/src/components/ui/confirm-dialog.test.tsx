import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Opens the dialog from a button, as a screen does. Confirming leaves it open here, as the browser does while
 * it fades out (jsdom closes it at once), so the button can be pressed again meanwhile.
 */
function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Undo
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        title="Remove Law LLB from your shortlist?"
        message="It leaves your shortlist."
        confirmLabel="Remove"
        cancelLabel="Keep"
        onCancel={() => setIsOpen(false)}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('takes the action once for a double click, and again on the next opening', async () => {
    const onConfirm = vi.fn();
    renderWithApp(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    const remove = await screen.findByRole('button', { name: 'Remove' });
    await userEvent.dblClick(remove);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await userEvent.click(remove);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('focuses the safe choice, and gives the focus back to the button that opened it (also on the first, lazy opening)', async () => {
    renderWithApp(<Harness onConfirm={vi.fn()} />);
    const undo = screen.getByRole('button', { name: 'Undo' });
    await userEvent.click(undo);
    const keep = await screen.findByRole('button', { name: 'Keep' });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.click(keep);
    await waitFor(() => expect(undo).toHaveFocus());
  });
});
