import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The compressed codings a kept answer may be sent in (identity is always available). */
export type TCoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Below this an answer is sent as it is: a course (~1.2 KB) gains a few hundred bytes at most, less
 * than the headers, and a compressed twin would cost a zlib call per kept answer for nothing.
 */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Quality 5: a 12.8 KB catalogue page shrinks to ~1–2 KB in well under a millisecond (quality 11 is
 * ~10 % smaller but costs ~50× the time, paid again for every kept page after each catalogue change).
 */
const BROTLI_QUALITY = 5;

/** The br and gzip twins of `body`, made on the thread pool; none for a small body. */
export async function compressedTwins(body: Buffer): Promise<Record<TCoding, Buffer> | undefined> {
  if (body.length < MIN_COMPRESSED_BYTES) return undefined;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 6 }),
  ]);
  // Both or neither (so a page either has every coding or is identity only); JSON this size always shrinks.
  return br.length < body.length && gz.length < body.length ? { br, gzip: gz } : undefined;
}

/** Each coding's weight (q) in an Accept-Encoding header; `*` stands for any coding not named. */
function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() !== 'q') continue;
      const parsed = Number(value?.trim());
      // A malformed weight refuses nothing that was not refused before: it counts as absent.
      if (value !== undefined && value.trim() !== '' && Number.isFinite(parsed)) q = parsed;
    }
    // x-gzip is gzip (RFC 9110, section 8.4.1.3).
    result.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  return result;
}

function weightOf(accepted: Map<string, number>, coding: TCoding): number {
  return accepted.get(coding) ?? accepted.get('*') ?? 0;
}

/**
 * The coding to send for an Accept-Encoding header, among those available: the highest weight above
 * 0, br before gzip at equal weight (smaller); undefined for identity (no header, nothing acceptable).
 */
export function chooseCoding(header: string | undefined, available: { br: boolean; gzip: boolean }) {
  if (!header) return undefined;
  const accepted = weights(header);
  const br = available.br ? weightOf(accepted, 'br') : 0;
  const gz = available.gzip ? weightOf(accepted, 'gzip') : 0;
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

/** Browsers send one of a handful of headers: each is parsed once (bounded, refilled after a clear). */
const KNOWN_HEADERS_KEPT = 64;

/** chooseCoding for a page that has both twins (compressedTwins), remembered per header text. */
export function createCodingChooser() {
  const known = new Map<string, TCoding | undefined>();
  return (header: string | undefined): TCoding | undefined => {
    if (!header) return undefined;
    if (known.has(header)) return known.get(header);
    const coding = chooseCoding(header, { br: true, gzip: true });
    if (known.size >= KNOWN_HEADERS_KEPT) known.clear();
    known.set(header, coding);
    return coding;
  };
}
