// The same-bytes reference's material: each request of a case sent once to the portal exactly as the load
// sends it (node:http, no header added: fetch would add Accept-Encoding and decompress), and its answer
// kept as it came over the wire: status, body bytes and every header but those Node writes itself. The
// replay (same-bytes.mjs) then answers the same requests with these bytes, so a case's two figures differ
// only by the work the portal does around its bytes.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** Headers Node or the connection writes per response; everything else is replayed as captured. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/** The request header that tells the replay which captured answer to send. */
export const REPLAY_HEADER = 'x-replay';

function send(baseUrl, request) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(request.path, baseUrl),
      { method: request.method, headers: request.headers ?? {}, agent: false },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** The response headers the replay sends, in the order the portal sent them (set-cookie kept as a list). */
const replayedHeaders = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_REPLAYED.has(name)));

/**
 * Captures every request's answer of every case (key `<case>:<index>`), writes them to `file` for the
 * replay process, and resolves per case the requests to send the replay (the same requests, plus the
 * replay header) and the mean body size.
 */
export async function captureAnswers(baseUrl, prepared, file) {
  const answers = {};
  const byCase = new Map();
  for (const { testCase, requests } of prepared) {
    const replay = [];
    let bytes = 0;
    for (const [index, request] of requests.entries()) {
      const key = `${testCase.id}:${index}`;
      const answer = await send(baseUrl, request);
      if (answer.status < 200 || answer.status >= 300) {
        throw new Error(
          `${request.method} ${request.path}: ${answer.status} ${answer.body.toString('utf8')}`,
        );
      }
      bytes += answer.body.length;
      answers[key] = {
        method: request.method,
        path: new URL(request.path, baseUrl).pathname,
        status: answer.status,
        headers: replayedHeaders(answer.headers),
        body: answer.body.toString('base64'),
      };
      replay.push({ ...request, headers: { ...request.headers, [REPLAY_HEADER]: key } });
    }
    byCase.set(testCase.id, { requests: replay, meanBytes: bytes / requests.length });
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(answers));
  return byCase;
}
