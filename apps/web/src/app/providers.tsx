import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { SharedStateProvider } from '../lib/shared-state.tsx';
import { styleNonce } from '../lib/style-nonce.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export type TProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  env?: 'default' | 'test';
};

const ToastContainer = lazy(() => import('./toast-container.tsx'));

// Mantine's modals lock scrolling with react-remove-scroll, whose <style> takes its nonce from get-nonce.
const pageNonce = styleNonce();
if (pageNonce) setNonce(pageNonce);

/**
 * The toast container, mounted once the first screen has painted: its portals (one per screen corner) would
 * otherwise make React render the whole tree twice while the prerendered sign-in screen is hydrated.
 * Toasts shown before then wait in the store and appear when it mounts.
 */
function DeferredNotifications({ isDeferred }: { isDeferred: boolean }) {
  const [isMounted, setIsMounted] = useState(!isDeferred);
  useEffect(() => {
    if (!isDeferred) return;
    const mount = () => startTransition(() => setIsMounted(true));
    // After the screen's first paint has had its turn (at the latest in a second).
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(mount, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(mount, 200);
    return () => window.clearTimeout(id);
  }, [isDeferred]);
  return isMounted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}

/** Everything a screen may rely on: theme, toasts (top right, 3 s), the query cache and the shared state. */
export function Providers({ queryClient, children, env = 'default' }: TProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      // The theme's CSS variables (every colour and size: a long computation on each start) are written
      // into the built pages' <head> by the build (prerender.tsx, themeVariablesCss); the dev server and
      // the tests compute them as usual.
      withCssVariables={!import.meta.env.PROD}
      // The <style> elements Mantine writes (global classes, responsive style props) carry the page's
      // nonce: the CSP allows no other inline <style> (lib/style-nonce.ts).
      getStyleNonce={styleNonce}
      env={env}
    >
      <DeferredNotifications isDeferred={env === 'default'} />
      <QueryClientProvider client={queryClient}>
        <SharedStateProvider>{children}</SharedStateProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
