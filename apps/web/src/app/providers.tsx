import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { LIMITS } from '@portal/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SharedStateProvider } from '../lib/shared-state.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export type TProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  env?: 'default' | 'test';
};

/** Everything a screen may rely on: theme, toasts (top right, 3 s), the query cache and the shared state. */
export function Providers({ queryClient, children, env = 'default' }: TProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <Notifications position="top-right" autoClose={LIMITS.toastMs} limit={4} />
      <QueryClientProvider client={queryClient}>
        <SharedStateProvider>{children}</SharedStateProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
