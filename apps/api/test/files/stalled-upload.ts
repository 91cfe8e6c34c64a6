import type { TSignedIn } from '../helpers/students.ts';

/**
 * A document upload to the server at `base` whose file part never ends until `signal` aborts it (the
 * body sends its first bytes, then waits); resolves to the answer, or null once aborted.
 */
export function stalledUpload(base: string, student: TSignedIn, signal: AbortSignal) {
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(stream) {
      if (!started) {
        started = true;
        stream.enqueue(
          new TextEncoder().encode(
            '--xx\r\nContent-Disposition: form-data; name="type"\r\n\r\nPASSPORT\r\n' +
              '--xx\r\nContent-Disposition: form-data; name="file"; filename="p.pdf"\r\n\r\n%PDF-1.4\n',
          ),
        );
        return;
      }
      // Waits for the abort, not a timer: a pending timer would hold the connection (and the
      // app's close after the test) for its whole length.
      await new Promise((resolve) => {
        if (signal.aborted) resolve(undefined);
        else signal.addEventListener('abort', resolve, { once: true });
      });
      stream.error(signal.reason);
    },
  });
  return fetch(`${base}/student/document/upload`, {
    method: 'POST',
    headers: { ...student.headers, 'content-type': 'multipart/form-data; boundary=xx' },
    body,
    signal,
    duplex: 'half',
  } as RequestInit).catch(() => null);
}
