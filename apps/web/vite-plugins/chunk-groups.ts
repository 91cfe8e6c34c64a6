/**
 * Code-splitting groups (Rolldown's output.codeSplitting.groups): a few large chunks on the way to a first
 * screen instead of the bundler's many small shared ones (a Mantine component, a contract file). On a phone
 * network each request costs a round trip, so small chunks cost more in waiting than in bytes. Each group
 * also takes the modules its own modules import (what a higher group has not taken).
 *   - main: the entry (main.tsx) and what it imports: React, React DOM, the session check;
 *   - app: the app around them (Mantine's core, the router, the query cache, the sign-in screen), evaluated a
 *     task after React by main.tsx;
 *   - http: the HTTP client (axios);
 *   - api: what parsing the first answers needs (zod, the profile schema);
 *   - signed-in: the signed-in layout and the courses screen, where a signed-in visit lands.
 * Other screens keep their own chunks. Each of these is evaluated in a task of its own (main.tsx,
 * app/router.tsx preloadSignedInScreen), so none blocks the page for long.
 */
/** Matches the module ids of these files of the web app's src folder (paths with '/', either separator). */
function sourceFiles(...files: string[]): RegExp {
  const escaped = files.map((file) => file.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]'));
  return new RegExp(`apps[\\\\/]web[\\\\/]src[\\\\/](${escaped.join('|')})$`);
}

export const CHUNK_GROUPS = [
  { name: 'main', test: sourceFiles('main.tsx'), priority: 40 },
  { name: 'app', test: sourceFiles('app/start.ts'), priority: 30 },
  { name: 'http', test: sourceFiles('lib/api-client.ts'), priority: 25 },
  { name: 'api', test: sourceFiles('lib/student-profile-query.ts'), priority: 20 },
  {
    name: 'signed-in',
    test: sourceFiles('components/layout/app-layout.tsx', 'app/routes/courses.tsx'),
    priority: 10,
  },
];
