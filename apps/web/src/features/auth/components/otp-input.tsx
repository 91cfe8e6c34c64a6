import './otp-input.css';
import { LIMITS } from '@portal/contract';
import { type ClipboardEvent, type KeyboardEvent, type Ref, useImperativeHandle, useRef } from 'react';

const EMPTY = ' ';

export type TOtpInputHandle = { focus: () => void };

export type TOtpInputProps = {
  /** The code so far: one character per box, a space for an empty box. */
  value: string;
  onChange: (value: string) => void;
  /** Called once every box holds a digit (typing, paste or the phone's one-time-code autofill). */
  onComplete?: (code: string) => void;
  length?: number;
  /** id of the element naming the whole group (a visible label). */
  labelledBy: string;
  /** id of the error or help text read after each box. */
  describedBy?: string | undefined;
  isInvalid?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<TOtpInputHandle>;
};

/** The code as the server wants it, or null while a box is empty. */
export const completeCode = (value: string, length: number = LIMITS.otpDigits) =>
  new RegExp(`^\\d{${length}}$`).test(value) ? value : null;

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One box per digit: typing moves to the next box, Backspace on an empty box goes back, arrows move,
 * and pasting (or an SMS autofill of) the whole code fills every box.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = LIMITS.otpDigits,
  labelledBy,
  describedBy,
  isInvalid = false,
  isDisabled = false,
  autoFocus = false,
  ref,
}: TOtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, index) => value[index] ?? EMPTY);

  useImperativeHandle(ref, () => ({ focus: () => boxes.current[0]?.focus() }), []);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `text` (digits) from box `start` on, reports the change and moves focus after the last one. */
  const fill = (start: number, text: string) => {
    const next = [...digits];
    const written = text.slice(0, length - start).split('');
    written.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    const code = next.join('');
    onChange(code);
    focusBox(start + written.length);
    if (onComplete && completeCode(code, length)) onComplete(code);
  };

  const clear = (index: number) => {
    const next = [...digits];
    next[index] = EMPTY;
    onChange(next.join(''));
  };

  const handleInput = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    if (typed === '') {
      if (raw === '') clear(index);
      return; // a letter or symbol: ignored
    }
    // Typing over a filled box yields two characters: keep the new one. A longer run is an autofill.
    const text =
      typed.length === 2 && digits[index] !== EMPTY ? typed.replace(digits[index] ?? '', '') : typed;
    fill(typed.length >= length ? 0 : index, text || typed.slice(-1));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === EMPTY && index > 0) {
      event.preventDefault();
      clear(index - 1);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (pasted === '') return;
    fill(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    <fieldset className="otp-input" aria-labelledby={labelledBy}>
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-describedby={describedBy}
          aria-invalid={isInvalid}
          disabled={isDisabled}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this step
          autoFocus={autoFocus && index === 0}
          value={digit === EMPTY ? '' : digit}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </fieldset>
  );
}
