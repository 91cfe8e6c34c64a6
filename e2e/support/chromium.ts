import fs from 'node:fs';

/** Debian's Chromium (architecture: tests); test tools cannot download their own browser here. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'Chromium not found: install it with `apt-get install -y chromium` or set CHROMIUM_PATH.',
    );
  }
  return found;
}

/** Flags for a closed network and a root sandbox-less container (architecture: tests). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
