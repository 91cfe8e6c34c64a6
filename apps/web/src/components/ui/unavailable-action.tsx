import { Text } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A disabled action always says why. A `disabled` button is skipped by Tab and read without a reason, so
 * the button stays focusable, announced as unavailable (aria-disabled, Mantine's `data-disabled` look),
 * does nothing when pressed, and is described by a visible line (`UnavailableReason`) everyone can read.
 */
export const unavailableButtonProps = (reasonId: string) => ({
  'data-disabled': true,
  'aria-disabled': true,
  'aria-describedby': reasonId,
  onClick: (event: MouseEvent) => event.preventDefault(),
});

export type TUnavailableReasonProps = { id: string; children: ReactNode; color?: string };

/** The visible reason an action is unavailable, beside it (gray 7 on white: 9:1). */
export function UnavailableReason({ id, children, color = 'gray.7' }: TUnavailableReasonProps) {
  return (
    <Text id={id} size="xs" c={color} className="unavailable-reason">
      {children}
    </Text>
  );
}
