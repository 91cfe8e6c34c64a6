import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code cites the product's requirements as "§N" (docs/product.md, section N). Every section cited in
 * apps/, packages/ and e2e/ must be a `## §N` heading of that page, so a reference always resolves
 * inside the repository.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|cjs|js|css|html|md|json)$/;

function* textFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (TEXT_FILE.test(entry.name)) yield full;
  }
}

function citedSections(): Map<number, string> {
  const firstCitation = new Map<number, string>();
  for (const tree of ['apps', 'packages', 'e2e']) {
    for (const file of textFiles(path.join(root, tree))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/§\s?(\d+)/g)) {
        const section = Number(match[1]);
        if (!firstCitation.has(section)) firstCitation.set(section, path.relative(root, file));
      }
    }
  }
  return firstCitation;
}

const headings = new Set(
  [...fs.readFileSync(path.join(root, 'docs/product.md'), 'utf8').matchAll(/^## §(\d+) /gm)].map((m) =>
    Number(m[1]),
  ),
);

describe('"§N" references in the code', () => {
  const cited = citedSections();

  it('are found (the scan reads the code)', () => {
    expect(cited.size).toBeGreaterThan(0);
  });

  it('each name a section of docs/product.md', () => {
    const missing = [...cited].filter(([section]) => !headings.has(section));
    expect(missing.map(([section, file]) => `§${section} (first cited in ${file})`)).toEqual([]);
  });

  it('docs/product.md keeps its sections numbered 1 to 9, in order', () => {
    expect([...headings]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
