import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, vi } from 'vitest';
import { installFakeApi, type TFakeReply, type TFakeRequest } from '../../../test/fake-api.ts';

type TRoutes = Parameters<typeof installFakeApi>[0];

/** The fake API and toast spy each journey test starts with (a signed-in student named Asha). */
export function setUpJourneyTests() {
  const kit = {
    fake: undefined as ReturnType<typeof installFakeApi> | undefined,
    notifier: { success: vi.fn(), error: vi.fn() },
    serve(routes: TRoutes) {
      kit.fake = installFakeApi({
        'GET /student/document/download-all': { status: 200, data: { documents: [] } },
        ...routes,
      });
      return kit.fake;
    },
    requestsTo(method: string, url: string): TFakeRequest[] {
      return (kit.fake?.requests ?? []).filter((request) => request.method === method && request.url === url);
    },
  };
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 't');
    sessionStorage.setItem('userName', 'Asha');
    kit.notifier.success.mockReset();
    kit.notifier.error.mockReset();
  });
  afterEach(() => {
    kit.fake?.restore();
    localStorage.clear();
    sessionStorage.clear();
    notifications.clean();
  });
  return kit;
}

export const ok = (data: unknown): TFakeReply => ({ status: 200, data });

/** A file as the picker gives it. */
export const fileOf = (name: string, bytes = 2048, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });
