/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

/**
 * One home per call (apps/web/README.md "API calls"). The rules, checked on the app's source (tests and
 * src/test excluded):
 * 1. `apiClient.<method>(path)` is written only in a call file: `features/<area>/api/*.ts`, `lib/api/*.ts`,
 *    the staff console's `staff/features/<area>/api/*.ts` and `staff/api/*.ts`, or
 *    lib/student-profile-query.ts (kept beside the HTTP client: the build's chunk groups name it);
 * 2. each method + path has one such file (a path's `${…}` parts count as one);
 * 3. a query or mutation key is never written out: every `queryKey:` / `mutationKey:` value and the key of
 *    `setQueryData` / `getQueryData` is a member of a key factory, `<NAME>_KEYS.<part>`;
 * 4. key factories (`export const <NAME>_KEYS = { all: ['<root>'] …`) live in `*-keys.ts` files, one root
 *    each, so two factories cannot name the same cache entries.
 * A new endpoint read by several features gets its file in lib/api/; one feature's stays in that feature.
 */

type TSources = Readonly<Record<string, string>>;

const CALL = /\bapiClient\.(get|post|put|patch|delete)\(\s*(['`])(.*?)\2/gs;
const KEY_PROPERTY = /\b(queryKey|mutationKey)\s*:\s*([^,}\n]+)/g;
const KEY_ARGUMENT = /\.(setQueryData|getQueryData)\s*(?:<[^>]*>)?\(\s*([^,)\n]+)/g;
const FACTORY = /\bexport const ([A-Z][A-Z0-9_]*_KEYS)\s*=\s*\{\s*all:\s*\[\s*'([^']+)'/g;
const ANY_FACTORY = /\b(?:export )?const ([A-Z][A-Z0-9_]*_KEYS)\s*=/g;
const FACTORY_MEMBER = /^[A-Z][A-Z0-9_]*_KEYS\.\w+/;
const CALL_FILE =
  /^\/src\/((staff\/)?features\/[^/]+\/api\/[^/]+|(lib|staff)\/api\/[^/]+|lib\/student-profile-query)\.ts$/;

/** Each method + path called, with the files that call it. */
function homesOf(sources: TSources): Map<string, string[]> {
  const homes = new Map<string, string[]>();
  for (const [file, source] of Object.entries(sources)) {
    for (const [, method = '', , path = ''] of source.matchAll(CALL)) {
      const call = `${method.toUpperCase()} ${path.replace(/\$\{[^}]*\}/g, '{}')}`;
      homes.set(call, [...(homes.get(call) ?? []), file]);
    }
  }
  return homes;
}

function problemsOf(sources: TSources): string[] {
  const problems: string[] = [];
  const homes = homesOf(sources);
  for (const [call, files] of homes) {
    for (const file of files.filter((name) => !CALL_FILE.test(name))) {
      problems.push(`${file}: ${call} outside a call file (rule 1)`);
    }
  }
  for (const [call, files] of homes) {
    if (files.length > 1) problems.push(`${call} has ${files.length} homes: ${files.join(', ')} (rule 2)`);
  }
  const roots = new Map<string, string>();
  for (const [file, source] of Object.entries(sources)) {
    for (const [, kind, value = ''] of [...source.matchAll(KEY_PROPERTY), ...source.matchAll(KEY_ARGUMENT)]) {
      if (!FACTORY_MEMBER.test(value.trim())) {
        problems.push(`${file}: ${kind} written as ${value.trim()}… not from a *_KEYS factory (rule 3)`);
      }
    }
    const rooted = new Set<string>();
    for (const [, name = '', root = ''] of source.matchAll(FACTORY)) {
      rooted.add(name);
      const other = roots.get(root);
      if (other) problems.push(`${file}: ${name} has the root '${root}' of ${other} (rule 4)`);
      else roots.set(root, `${name} (${file})`);
    }
    for (const [, name = ''] of source.matchAll(ANY_FACTORY)) {
      if (!file.endsWith('-keys.ts')) problems.push(`${file}: ${name} outside a *-keys.ts file (rule 4)`);
      else if (!rooted.has(name)) problems.push(`${file}: ${name} has no root \`all: ['…']\` first (rule 4)`);
    }
  }
  return problems;
}

const appSources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'],
  { query: '?raw', import: 'default', eager: true },
);

describe('one home per call', () => {
  it('holds in the web app', () => {
    expect(Object.keys(appSources).length).toBeGreaterThan(50); // the scan sees the tree
    expect(problemsOf(appSources)).toEqual([]);
  });

  it('sees the calls it checks (one home each, a multi-line call and a path with a parameter too)', () => {
    const homes = homesOf(appSources);
    expect(homes.get('GET /shortlist')).toEqual(['/src/lib/api/get-shortlist.ts']);
    expect(homes.get('DELETE /shortlist/delete')).toEqual(['/src/lib/api/remove-from-shortlist.ts']);
    expect(homes.get('GET /api/dashboard')).toEqual(['/src/lib/api/get-dashboard.ts']);
    expect(homes.get('POST /otp/verify')).toEqual(['/src/features/auth/api/verify-otp.ts']);
    expect(homes.get('GET /student-onboarding/details/{}')).toEqual([
      '/src/features/onboarding/api/get-onboarding-details.ts',
    ]);
  });

  it('catches a second fetcher for one endpoint (rule 2)', () => {
    const get = "apiClient.get('/shortlist', { signal })";
    expect(
      problemsOf({ '/src/lib/api/get-shortlist.ts': get, '/src/features/courses/api/get-shortlist.ts': get }),
    ).toEqual([
      'GET /shortlist has 2 homes: /src/lib/api/get-shortlist.ts, /src/features/courses/api/get-shortlist.ts (rule 2)',
    ]);
    const byId = (name: string) => `apiClient.get(\`/student-onboarding/details/\${${name}}\`)`;
    expect(
      problemsOf({
        '/src/features/onboarding/api/a.ts': byId('studentId'),
        '/src/features/courses/api/b.ts': byId('id'),
      }),
    ).toHaveLength(1);
  });

  it('catches a call outside a call file (rule 1)', () => {
    expect(
      problemsOf({ '/src/features/courses/hooks/use-x.ts': "apiClient.delete('/shortlist/delete')" }),
    ).toEqual([
      '/src/features/courses/hooks/use-x.ts: DELETE /shortlist/delete outside a call file (rule 1)',
    ]);
  });

  it('catches a key written out instead of taken from a factory (rule 3)', () => {
    const file = '/src/features/courses/api/get-x.ts';
    expect(
      problemsOf({
        [file]: [
          "queryOptions({ queryKey: ['courses', 'shortlist'], queryFn })",
          'invalidateQueries({ queryKey: SHORTLIST_PREFIX })',
          "useMutation({ mutationKey: [...SHORTLIST_KEYS.all, 'add'] })",
          'queryClient.setQueryData(detailsKey(id), record)',
          'queryClient.setQueryData(ONBOARDING_KEYS.details(id), record)',
        ].join('\n'),
      }),
    ).toEqual([
      `${file}: queryKey written as ['courses'… not from a *_KEYS factory (rule 3)`,
      `${file}: queryKey written as SHORTLIST_PREFIX… not from a *_KEYS factory (rule 3)`,
      `${file}: mutationKey written as [...SHORTLIST_KEYS.all… not from a *_KEYS factory (rule 3)`,
      `${file}: setQueryData written as detailsKey(id… not from a *_KEYS factory (rule 3)`,
    ]);
  });

  it('catches a factory outside a *-keys.ts file, and two factories with one root (rule 4)', () => {
    expect(
      problemsOf({
        '/src/features/courses/api/get-x.ts': "export const X_KEYS = { all: ['x'] as const };",
        '/src/lib/api/shortlist-keys.ts': "export const SHORTLIST_KEYS = { all: ['shortlist'] as const };",
        '/src/features/courses/api/course-keys.ts':
          "export const MY_SHORTLIST_KEYS = { all: ['shortlist'] };",
      }),
    ).toEqual([
      '/src/features/courses/api/get-x.ts: X_KEYS outside a *-keys.ts file (rule 4)',
      "/src/features/courses/api/course-keys.ts: MY_SHORTLIST_KEYS has the root 'shortlist' of SHORTLIST_KEYS (/src/lib/api/shortlist-keys.ts) (rule 4)",
    ]);
  });
});
