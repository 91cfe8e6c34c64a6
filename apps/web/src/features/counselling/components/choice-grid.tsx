import type { ReactNode } from 'react';

export type TChoice = {
  value: string;
  /** The radio's accessible name ('Thursday, 26 November', '10:30'). */
  name: string;
  /** What the chip shows (may be shorter than the name). */
  content: ReactNode;
  isDisabled?: boolean;
  /** Why it cannot be chosen ('Fully booked'), shown and read after the name. */
  note?: string;
};

export type TChoiceGridProps = {
  /** The radio group's name ('Choose a day'). */
  label: string;
  /** The native radios' shared name (one group per page). */
  inputName: string;
  choices: readonly TChoice[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Chip size and columns: 'day' (tall, 4 → 7 columns) or 'time' (4 → 6 columns). */
  kind: 'day' | 'time';
};

/**
 * A radio group drawn as a grid of large chips (touch targets ≥ 48 px). Native radios inside labels:
 * arrow keys move the choice, the browser handles focus and checked state, and the name is the label's.
 */
export function ChoiceGrid({ label, inputName, choices, value, onChange, kind }: TChoiceGridProps) {
  const labelId = `${inputName}-label`;
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="choice-group">
      <h2 id={labelId} className="choice-group__label">
        {label}
      </h2>
      <div className={`choice-grid choice-grid--${kind}`}>
        {choices.map((choice) => {
          const noteId = choice.note ? `${inputName}-${choice.value}-note` : undefined;
          return (
            <label key={choice.value} className="choice-chip" data-disabled={choice.isDisabled || undefined}>
              <input
                type="radio"
                className="choice-chip__input"
                name={inputName}
                value={choice.value}
                checked={value === choice.value}
                disabled={choice.isDisabled}
                aria-label={choice.name}
                aria-describedby={noteId}
                onChange={() => onChange(choice.value)}
              />
              <span className="choice-chip__content">{choice.content}</span>
              {choice.note && (
                <span id={noteId} className="choice-chip__note">
                  {choice.note}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </div>
  );
}

/** Grey chips of the same size while the choices load (no layout shift when they arrive). */
export function ChoiceGridSkeleton({
  count,
  kind,
  heading,
  label,
}: {
  count: number;
  kind: 'day' | 'time';
  /** The group's heading, shown at once. */
  heading: string;
  /** What is loading, for screen readers. */
  label: string;
}) {
  return (
    <div className="choice-group" role="status" aria-busy="true" aria-label={label}>
      <h2 className="choice-group__label">{heading}</h2>
      <div className={`choice-grid choice-grid--${kind}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <span key={index} className="choice-chip choice-chip--skeleton" />
        ))}
      </div>
    </div>
  );
}
