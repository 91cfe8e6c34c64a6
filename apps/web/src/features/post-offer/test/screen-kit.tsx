import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { installFakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { signedInFakeApi } from '../../../test/signed-in-fake-api.ts';

/**
 * A student post-offer screen over the fake API, signed in: refused calls' console errors kept quiet,
 * the session (remembered choices) cleared after each test. Call `screenKit()` at the top of the file;
 * `fake()` is the fake API the last `render` installed.
 */
export function screenKit() {
  const { install } = signedInFakeApi();
  let current: ReturnType<typeof installFakeApi> | undefined;
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => sessionStorage.clear());
  const render = (ui: ReactElement, route: string, routes: Parameters<typeof installFakeApi>[0]) => {
    current = install(routes);
    return renderWithApp(ui, { route });
  };
  const fake = () => {
    if (!current) throw new Error('render first');
    return current;
  };
  return { render, fake };
}
