import { afterEach, beforeEach, vi } from 'vitest';
import { installFakeApi, type TFakeReply, type TFakeRequest } from './fake-api.ts';

/** A route of the fake API: a fixed reply or a handler that builds one from the request. */
export type TFakeRoute = TFakeReply | ((request: TFakeRequest) => TFakeReply | Promise<TFakeReply>);

/**
 * The set-up shared by the tests that render a screen signed in against the fake API: a token in
 * localStorage and a notifier cleared before each test, the fake API restored after it.
 * `install` puts the fake API in place for one test and hands it back.
 */
export function signedInFakeApi() {
  const notifier = { success: vi.fn(), error: vi.fn() };
  let current: ReturnType<typeof installFakeApi> | undefined;
  beforeEach(() => {
    localStorage.setItem('token', 't');
    notifier.success.mockClear();
    notifier.error.mockClear();
  });
  afterEach(() => current?.restore());
  const install = (routes: Parameters<typeof installFakeApi>[0]) => {
    current = installFakeApi(routes);
    return current;
  };
  return { notifier, install };
}
