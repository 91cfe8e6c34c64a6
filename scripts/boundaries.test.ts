import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { forbidden } = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: { name: string }[];
};

/** The file that breaks each rule in scripts/fixtures/boundaries (and what it imports). */
const BROKEN_BY: Record<string, string> = {
  'web-features-independent': 'apps/web/src/features/alpha/alpha-card.tsx → apps/web/src/features/beta/',
  'web-shared-no-feature': 'apps/web/src/components/ui/panel.tsx → apps/web/src/features/beta/',
  'contract-imports-only-zod': 'packages/contract/src/index.ts → path',
  'api-module-public-entry':
    'apps/api/src/modules/alpha/alpha-service.ts → apps/api/src/modules/beta/beta-repository.ts',
  'api-outside-enters-modules-by-index': 'apps/api/src/app.ts → apps/api/src/modules/beta/beta-repository.ts',
  'api-no-module-cycles': 'apps/api/src/modules/gamma → ',
  'api-no-file-cycles': 'apps/api/src/lib/calendar.ts → ',
  'api-plugins-import-no-module': 'apps/api/src/plugins/auth.ts → apps/api/src/modules/beta/index.ts',
  'api-lib-imports-no-module': 'apps/api/src/lib/lookup.ts → apps/api/src/modules/beta/index.ts',
  'api-services-know-no-http': 'apps/api/src/modules/beta/beta-service.ts → ',
  'api-courses-listing-one-entry':
    'apps/api/src/modules/courses/courses-service.ts → apps/api/src/modules/courses/listing/list-page.ts',
  'web-student-app-no-staff-wing':
    'apps/web/src/lib/staff-badge.ts → apps/web/src/staff/components/staff-chip.tsx',
  'web-staff-wing-no-student-feature':
    'apps/web/src/staff/features/queue/queue-help.tsx → apps/web/src/features/beta/beta-list.tsx',
  'web-components-ui-only': 'apps/web/src/components/ui/beta-name.tsx → apps/web/src/lib/api/get-beta.ts',
  'web-no-cycles': 'apps/web/src/lib/dates.ts → ',
  'web-no-app-imports': 'apps/web/src/lib/home-link.ts → apps/web/src/app/home-path.ts',
  'api-module-own-tables':
    'apps/api/src/modules/epsilon/epsilon-repository.ts → apps/api/src/modules/beta/beta-tables.ts',
};

/** Rules that also cover the staff wing (apps/web/src/staff), broken there a second time. */
const ALSO_BROKEN_BY: [rule: string, edge: string][] = [
  [
    'web-features-independent',
    'apps/web/src/staff/features/queue/queue-list.tsx → apps/web/src/staff/features/board/board-card.tsx',
  ],
  [
    'web-shared-no-feature',
    'apps/web/src/staff/components/staff-chip.tsx → apps/web/src/staff/features/board/board-card.tsx',
  ],
];

function checkBoundaries(baseDir?: string) {
  const args = ['scripts/check-boundaries.mjs', ...(baseDir ? ['--base-dir', baseDir] : [])];
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('npm run check:deps (dependency-cruiser, .dependency-cruiser.cjs)', () => {
  const fixture = checkBoundaries('scripts/fixtures/boundaries');

  it('fails on the fixture tree', () => {
    expect(fixture.status).toBe(1);
  });

  it('has a fixture for every rule', () => {
    expect(Object.keys(BROKEN_BY).sort()).toEqual(forbidden.map((rule) => rule.name).sort());
  });

  it.each(Object.entries(BROKEN_BY))('names the rule %s and the file that breaks it', (rule, edge) => {
    expect(fixture.output).toContain(`error ${rule}: ${edge}`);
  });

  it.each(ALSO_BROKEN_BY)('names the rule %s and the staff wing file that breaks it', (rule, edge) => {
    expect(fixture.output).toContain(`error ${rule}: ${edge}`);
  });

  it('reports nothing else on the fixture tree', () => {
    const reported = fixture.output.match(/error [a-z-]+:/g) ?? [];
    // The module cycle is reported once from each end.
    expect(reported).toHaveLength(Object.keys(BROKEN_BY).length + ALSO_BROKEN_BY.length + 1);
  });
});
