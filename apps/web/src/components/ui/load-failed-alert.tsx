import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';

export type TLoadFailedAlertProps = {
  /** What could not be loaded, as the screen says it. */
  title: string;
  /** The button's label ('Try again' on most screens). */
  retryLabel: string;
  onRetry: () => void;
  /** A sentence between the title and the button, when the screen has more to say. */
  children?: ReactNode;
};

/** A read that failed, shown where its content would be, with a button that asks again (§8: logged only). */
export function LoadFailedAlert({ title, retryLabel, onRetry, children }: TLoadFailedAlertProps) {
  return (
    <Alert color="red" variant="light" title={title}>
      {children}
      <Button mt="xs" size="compact-sm" variant="outline" color="red.9" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
