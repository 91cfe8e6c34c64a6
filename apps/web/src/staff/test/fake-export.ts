import { vi } from 'vitest';

export type TExportCall = {
  path: string;
  params: Record<string, string>;
  authorization: string | null;
  signal: AbortSignal | undefined;
};

/** A CSV answer whose body arrives piece by piece when the test says so (push, then end). */
export function streamedCsv(headers: Record<string, string> = {}) {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/csv', ...headers } }),
    push: (text: string) => controller?.enqueue(encoder.encode(text)),
    end: () => controller?.close(),
    fail: () => controller?.error(new TypeError('network error')),
    /** As the browser does: aborting the request fails the body's read with an AbortError. */
    abortWith: (signal: AbortSignal | undefined) =>
      signal?.addEventListener('abort', () =>
        controller?.error(new DOMException('The operation was aborted.', 'AbortError')),
      ),
  };
}

/** The whole CSV at once. */
export const csvResponse = (text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status: 200, headers: { 'content-type': 'text/csv', ...headers } });

export const jsonResponse = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers the exports' fetch (staff/api/download-staff-export.ts reads them with fetch, not the HTTP
 * client) and records what was asked. `answer` may throw to play a network failure.
 */
export function installFakeExport(answer: (call: TExportCall) => Response | Promise<Response>) {
  const calls: TExportCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const headers = new Headers(init?.headers);
      const call = {
        path: url.pathname,
        params: Object.fromEntries(url.searchParams),
        authorization: headers.get('authorization'),
        signal: init?.signal ?? undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return { calls, restore: () => vi.unstubAllGlobals() };
}
