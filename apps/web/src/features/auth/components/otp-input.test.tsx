import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input.tsx';

function Harness({ onComplete = () => {} }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MantineProvider env="test">
      <span id="otp-label">Enter the code</span>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} labelledBy="otp-label" />
    </MantineProvider>
  );
}

const boxes = () => screen.getAllByRole('textbox');
const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 6` });

describe('OtpInput', () => {
  it('has six labelled numeric boxes in a named group, the first one taking the SMS code', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Enter the code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    for (const [index, input] of boxes().entries()) {
      expect(input).toHaveAccessibleName(`Digit ${index + 1} of 6`);
      expect(input).toHaveAttribute('inputmode', 'numeric');
    }
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves to the next box while typing and completes on the sixth digit', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('3456');
    expect(boxes().map((input) => (input as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('ignores anything but digits', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('a-');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('goes back to the previous box with Backspace on an empty box, clearing it', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(box(1)).toHaveValue('1');
  });

  it('fills every box from a pasted code, wherever the paste happens', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(box(4));
    await userEvent.paste('Your code: 042 917');
    expect(boxes().map((input) => (input as HTMLInputElement).value)).toEqual(['0', '4', '2', '9', '1', '7']);
    expect(onComplete).toHaveBeenCalledWith('042917');
    expect(box(6)).toHaveFocus();
  });

  it('fills from the focused box when fewer digits are pasted', async () => {
    render(<Harness />);
    await userEvent.click(box(2));
    await userEvent.paste('78');
    expect(boxes().map((input) => (input as HTMLInputElement).value)).toEqual(['', '7', '8', '', '', '']);
    expect(box(4)).toHaveFocus();
  });

  it('replaces a filled box when typing over it', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    await userEvent.click(box(1));
    await userEvent.keyboard('9');
    expect(box(1)).toHaveValue('9');
    expect(box(2)).toHaveValue('2');
  });
});
