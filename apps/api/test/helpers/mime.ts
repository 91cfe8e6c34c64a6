/**
 * Just enough of MIME (RFC 2045/2046) to read what nodemailer sends: headers, nested multiparts,
 * and quoted-printable or base64 bodies. mailparser is not a dependency of the project.
 */
export type TMimePart = { headers: Record<string, string>; body: string; parts: TMimePart[] };

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

export function parseMime(raw: string): TMimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(split === -1 ? raw : raw.slice(0, split));
  const rest = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, body: decode(rest, headers['content-transfer-encoding']), parts: [] };
  const parts = rest
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => parseMime(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  return { headers, body: '', parts };
}

/** Every leaf part, depth first. */
export function leaves(part: TMimePart): TMimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leaves);
}

/** A header's decoded text (RFC 2047 encoded words, as nodemailer writes non-ASCII subjects). */
export function decodeHeader(value: string | undefined): string {
  return (value ?? '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decode(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}
