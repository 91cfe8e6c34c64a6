import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The READMEs list the web app's feature folders and the API's modules in tables a reader can trust:
 * each table sits between `<!-- folders <root>: … -->` and `<!-- /folders -->` and has one row per
 * folder directly under <root> (relative to the README), its first cell the folder as `<root>/<name>/`.
 * This test compares those rows with the folders on disk, so a layout cannot drift again.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Which README lists which folders; a root is checked once it exists or a README has a table for it. */
const CHECKED = [
  {
    readme: 'README.md',
    roots: ['apps/web/src/features', 'apps/web/src/staff/features', 'apps/api/src/modules'],
  },
  { readme: 'apps/web/README.md', roots: ['src/features', 'src/staff/features'] },
];

const BLOCK = /<!-- folders ([^\s:]+)[^>]*-->([\s\S]*?)<!-- \/folders -->/g;
const ROW = /^\|\s*`([^`]+)`\s*\|/gm;

/** The folder paths each table of a README lists, by the root its marker names. */
function listedFolders(markdown: string): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const [, root, body] of markdown.matchAll(BLOCK)) {
    const rows = [...body.matchAll(ROW)].map((match) => match[1]);
    tables.set(root, [...(tables.get(root) ?? []), ...rows]);
  }
  return tables;
}

/** What a README gets wrong about its roots, one sentence per folder; none when it lists what exists. */
function layoutProblems(
  readme: string,
  checkedRoots: string[],
  tables: Map<string, string[]>,
  foldersOf: (root: string) => string[] | null,
): string[] {
  const problems: string[] = [];
  for (const [root, listed] of tables) {
    for (const row of listed) {
      if (!new RegExp(`^${root}/[^/]+/$`).test(row))
        problems.push(`${readme}: the row ${row} is not written as ${root}/<folder>/`);
    }
  }
  const roots = new Set([...checkedRoots, ...tables.keys()]);
  for (const root of roots) {
    const onDisk = foldersOf(root);
    const listed = tables.get(root);
    if (!listed) {
      if (onDisk)
        problems.push(
          `${readme} has no table of ${root}: add one between <!-- folders ${root}: … --> and ` +
            `<!-- /folders -->, listing ${onDisk.map((name) => `${root}/${name}/`).join(', ')}`,
        );
      continue;
    }
    const names = listed.map((row) => row.slice(root.length + 1, -1));
    for (const name of onDisk ?? [])
      if (!names.includes(name))
        problems.push(`${readme} does not list ${root}/${name}/: add a row to its table`);
    for (const name of names) {
      if (!(onDisk ?? []).includes(name))
        problems.push(`${readme} lists ${root}/${name}/, which does not exist: remove the row`);
      else if (names.indexOf(name) !== names.lastIndexOf(name))
        problems.push(`${readme} lists ${root}/${name}/ more than once`);
    }
  }
  return [...new Set(problems)];
}

/** The folders directly under `root` (relative to the README's folder), or null when there is none. */
const foldersOnDisk = (readme: string) => (root: string) => {
  const dir = path.join(repo, path.dirname(readme), root);
  if (!fs.existsSync(dir)) return null;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
};

describe('README layouts list the folders that exist', () => {
  it.each(CHECKED)('$readme', ({ readme, roots }) => {
    const tables = listedFolders(fs.readFileSync(path.join(repo, readme), 'utf8'));
    expect(layoutProblems(readme, roots, tables, foldersOnDisk(readme))).toEqual([]);
  });

  it('names the folder a README misses and the row that names no folder', () => {
    const markdown = [
      '<!-- folders src/features: checked -->',
      '| feature | what |',
      '| --- | --- |',
      '| `src/features/auth/` | sign-in |',
      '| `src/features/gone/` | removed long ago |',
      '<!-- /folders -->',
    ].join('\n');
    const onDisk = (root: string) => (root === 'src/features' ? ['auth', 'courses'] : null);
    expect(layoutProblems('apps/web/README.md', ['src/features'], listedFolders(markdown), onDisk)).toEqual([
      'apps/web/README.md does not list src/features/courses/: add a row to its table',
      'apps/web/README.md lists src/features/gone/, which does not exist: remove the row',
    ]);
  });

  it('asks for a table when a checked folder appears, such as the staff wing', () => {
    const onDisk = (root: string) => (root === 'src/staff/features' ? ['queue'] : null);
    expect(
      layoutProblems('apps/web/README.md', ['src/features', 'src/staff/features'], new Map(), onDisk),
    ).toEqual([
      'apps/web/README.md has no table of src/staff/features: add one between ' +
        '<!-- folders src/staff/features: … --> and <!-- /folders -->, listing src/staff/features/queue/',
    ]);
  });
});
