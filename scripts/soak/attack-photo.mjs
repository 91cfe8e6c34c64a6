// The attacker's photo flood: one signed-in student sends the profile-photo call
// (PUT /api/student-profiles/upload/photo, base64 in JSON) with a ~1.9 MB image as fast as a few
// keep-alive connections allow, never waiting for a Retry-After. The image is a real PNG (random
// pixels, so it does not compress), decodable to the end, so a server that decodes and re-encodes
// photos accepts it as it would a student's.
import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';

const PHOTO_PATH = '/api/student-profiles/upload/photo';
// 800 × 800 RGB: 1.92 MB of pixels, under the 2 MB photo limit (LIMITS.photoMaxBytes).
const SIDE = 800;
// After a socket error (the server closed mid-body, or is gone) a stream waits this long: a dead server
// must not turn the loop into a busy spin.
const PAUSE_AFTER_ERROR_MS = 200;

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A SIDE × SIDE PNG of random pixels (about 1.9 MB). */
export function noisePng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIDE, 0);
  header.writeUInt32BE(SIDE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = crypto.randomBytes(SIDE * (1 + SIDE * 3));
  for (let y = 0; y < SIDE; y++) rows[y * (1 + SIDE * 3)] = 0; // filter type None per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Starts `streams` loops of photo calls for `token`; `stop()` ends them and resolves the figures. */
export function floodPhotos({ host, port, token, streams }) {
  const png = noisePng();
  const body = Buffer.from(
    JSON.stringify({ contentType: 'image/png', base64String: png.toString('base64') }),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: streams });
  const statuses = {};
  const errors = {};
  const latenciesMs = [];
  const startedAt = performance.now();
  let isStopped = false;
  const inFlight = new Set();

  const once = () =>
    new Promise((resolve) => {
      const sentAt = performance.now();
      const request = http.request(
        {
          host,
          port,
          agent,
          method: 'PUT',
          path: PHOTO_PATH,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': body.length,
          },
        },
        (response) => {
          response.resume();
          response.once('end', () => {
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            latenciesMs.push(performance.now() - sentAt);
            resolve(true);
          });
          response.once('error', () => resolve(false));
        },
      );
      inFlight.add(request);
      request.once('close', () => inFlight.delete(request));
      request.once('error', (error) => {
        if (!isStopped) errors[error.code ?? 'error'] = (errors[error.code ?? 'error'] ?? 0) + 1;
        resolve(false);
      });
      request.end(body);
    });

  const loop = async () => {
    while (!isStopped) {
      const isAnswered = await once();
      if (!isAnswered && !isStopped) await new Promise((done) => setTimeout(done, PAUSE_AFTER_ERROR_MS));
    }
  };
  const loops = Array.from({ length: streams }, loop);

  return {
    async stop() {
      isStopped = true;
      for (const request of inFlight) request.destroy();
      await Promise.all(loops);
      agent.destroy();
      return {
        imageBytes: png.length,
        bodyBytes: body.length,
        streams,
        seconds: (performance.now() - startedAt) / 1000,
        statuses,
        errors,
        latenciesMs,
      };
    },
  };
}
