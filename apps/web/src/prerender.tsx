/**
 * The build's prerender entry (scripts/prerender.mjs, run by `npm run build`), so pages paint before any
 * JavaScript has run:
 * - the sign-in screen, which main.tsx hydrates: the browser's tree (App, in strict mode) with a static
 *   router at `/`, so React keeps the painted nodes;
 * - 'Please wait..', the first thing every signed-in screen shows while its code loads (React replaces it).
 */
import { MantineProvider } from '@mantine/core';
import { PAGE_NONCE_PLACEHOLDER } from '@portal/contract';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { appQueryClient } from './app/app-query-client.ts';
import { Providers } from './app/providers.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { PageLoader } from './components/ui/page-loader.tsx';
import { PATHS } from './lib/paths.ts';

function LandingRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location={PATHS.landing}>{children}</StaticRouter>;
}

export const renderLandingPage = (): string =>
  renderToString(
    <StrictMode>
      <App Router={LandingRouter} />
    </StrictMode>,
  );

export const renderLoadingPage = (): string =>
  renderToString(
    <Providers queryClient={appQueryClient}>
      <PageLoader isWholePage />
    </Providers>,
  );

/**
 * The theme's CSS variables as Mantine writes them (a <style> element), computed once here for the built
 * pages' <head> instead of by every visitor's browser on start (providers.tsx).
 */
export function themeVariablesCss(): string {
  const html = renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withGlobalClasses={false}
      getStyleNonce={() => PAGE_NONCE_PLACEHOLDER}
    >
      {null}
    </MantineProvider>,
  );
  const style = html.match(/<style data-mantine-styles="true"[^>]*>[\s\S]*?<\/style>/)?.[0];
  if (!style) throw new Error('Mantine rendered no CSS variables');
  return style;
}

/**
 * Where the app reads the page's style nonce from (lib/style-nonce.ts); the server fills in the
 * placeholder, here and in every <style> of the page, with a fresh nonce per answer.
 */
export const STYLE_NONCE_META = `<meta property="csp-nonce" nonce="${PAGE_NONCE_PLACEHOLDER}">`;
export { PAGE_NONCE_PLACEHOLDER };

/** The addresses that show the sign-in screen itself (every other one starts with 'Please wait..'). */
export const LANDING_PATHS: readonly string[] = [PATHS.landing, PATHS.login];
