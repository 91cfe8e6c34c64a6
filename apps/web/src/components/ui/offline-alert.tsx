import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { NETWORK_TEXTS } from '../../lib/network-texts.ts';

// Mantine's yellow title is about 3:1 on its light background: the body's dark text reads at AA.
const TITLE_STYLES = { title: { color: 'var(--mantine-color-dark-7)' } } as const;

/** 'You are offline' while a save or an upload waits for the network, announced at once. */
export function OfflineAlert({
  children,
  ...spacing
}: { children: ReactNode } & Pick<AlertProps, 'mt' | 'p'>) {
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      title={NETWORK_TEXTS.offline}
      styles={TITLE_STYLES}
      {...spacing}
    >
      {children}
    </Alert>
  );
}
