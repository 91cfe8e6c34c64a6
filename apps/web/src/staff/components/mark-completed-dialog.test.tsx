import { STAFF_MESSAGES, STAFF_REASON_MESSAGES } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi, type TFakeReply } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { COMPLETE_COUNSELLING_TEXTS } from '../api/complete-counselling.ts';
import { MarkCompletedDialog } from './mark-completed-dialog.tsx';

const PATH = 'POST /api/staff/students/41/counselling/complete';
const booking: TFakeReply = {
  status: 200,
  data: {
    id: 9,
    date: '2027-01-05',
    time: '10:30',
    topics: ['VISA_PROCESS'],
    status: 'COMPLETED',
    createdAt: '2027-01-01T10:00:00.000Z',
    completedAt: '2027-01-05T05:30:00.000Z',
    completionNote: 'Agreed on UK.',
  },
};

function Harness({ onCompleted }: { onCompleted: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <MarkCompletedDialog
        studentId={41}
        studentName="Asha Rao"
        opened={opened}
        onClose={() => setOpened(false)}
        onCompleted={onCompleted}
      />
    </>
  );
}

let fake: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('token', 't');
});
afterEach(() => fake.restore());

async function open(reply: TFakeReply | (() => Promise<TFakeReply>)) {
  fake = installFakeApi({ [PATH]: reply });
  const onCompleted = vi.fn();
  const user = userEvent.setup();
  renderWithApp(<Harness onCompleted={onCompleted} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Mark session completed' }));
  return { user, dialog, onCompleted };
}
const sent = () => fake.requests.filter((request) => `${request.method} ${request.url}` === PATH);

describe('MarkCompletedDialog', { timeout: 20_000 }, () => {
  it('sends the note, toasts, tells the screen and closes', async () => {
    const { user, dialog, onCompleted } = await open(booking);
    expect(dialog.getByText(/Asha Rao's booked counselling session/)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Note \(optional\)/ }), '  Agreed on UK.  ');
    await user.click(dialog.getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(sent().map((request) => request.data)).toEqual([{ note: 'Agreed on UK.' }]);
    expect(await screen.findByText(COMPLETE_COUNSELLING_TEXTS.success)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends an empty note when none is written', async () => {
    const { user, dialog, onCompleted } = await open(booking);
    await user.click(dialog.getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(sent().map((request) => request.data)).toEqual([{ note: '' }]);
  });

  it('sends once for a double click', async () => {
    let answer: (reply: TFakeReply) => void = () => {};
    const { dialog, onCompleted } = await open(
      () => new Promise<TFakeReply>((resolve) => (answer = resolve)),
    );
    const button = dialog.getByRole('button', { name: 'Mark completed' });
    // Both clicks before React re-renders (the button is not disabled yet), as a fast double click can land.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(sent()).toHaveLength(1));
    answer(booking);
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(sent()).toHaveLength(1);
  });

  it("toasts the server's refusal and stays open with the note", async () => {
    const { user, dialog, onCompleted } = await open({
      status: 409,
      data: apiErrorBody('CONFLICT', STAFF_MESSAGES.noBookedSession),
    });
    await user.type(dialog.getByRole('textbox', { name: /Note/ }), 'Went well');
    await user.click(dialog.getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText(STAFF_MESSAGES.noBookedSession)).toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Mark session completed' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Note/ })).toHaveValue('Went well');
  });

  it('refuses a note the contract refuses, and sends nothing', async () => {
    const { user, dialog } = await open(booking);
    const note = dialog.getByRole('textbox', { name: /Note/ });
    await user.click(note);
    await user.paste('bad\u0007bell');
    await user.click(dialog.getByRole('button', { name: 'Mark completed' }));
    expect(await dialog.findByText(STAFF_REASON_MESSAGES.textUnsafe)).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('Cancel closes without sending', async () => {
    const { user, dialog } = await open(booking);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent()).toHaveLength(0);
  });
});
