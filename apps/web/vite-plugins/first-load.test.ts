import { describe, expect, it } from 'vitest';
import { SIGNED_IN_SCREENS } from '../src/app/signed-in-screens.ts';
import { planFirstLoad, type TBuiltChunk } from './first-load.ts';

const chunk = (file: string, modules: string[], more: Partial<TBuiltChunk> = {}): TBuiltChunk => ({
  file,
  name: file.replace(/\.js$/, ''),
  isEntry: false,
  modules,
  imports: [],
  dynamicImports: [],
  css: [],
  ...more,
});

/** A build laid out as the chunk groups ask, with every screen in a chunk of its own. */
function build(): TBuiltChunk[] {
  const screens = SIGNED_IN_SCREENS.filter((screen) => screen.route !== 'courses').map((screen) =>
    chunk(`${screen.route}.js`, [`app/routes/${screen.route}.tsx`], { imports: ['signed-in.js'] }),
  );
  return [
    chunk('index.js', [], { isEntry: true, imports: ['main.js'] }),
    chunk('main.js', ['main.tsx', 'lib/session.ts'], { dynamicImports: ['app.js'] }),
    chunk('app.js', ['app/start.ts', 'app/router.tsx'], { imports: ['main.js'], css: ['app.css'] }),
    chunk('http.js', ['lib/api-client.ts', 'app/route-loaders.ts']),
    chunk('api.js', ['lib/student-profile-query.ts'], { imports: ['http.js'] }),
    chunk('signed-in.js', ['app/signed-in-layout.tsx', 'app/routes/courses.tsx'], {
      imports: ['api.js', 'main.js'],
      css: ['signed-in.css'],
    }),
    chunk('journey-data.js', ['lib/api/get-dashboard.ts'], { imports: ['api.js'] }),
    chunk('staff.js', ['staff/staff-console.tsx'], { imports: ['http.js'] }),
    ...screens,
  ];
}

describe('planFirstLoad (the build step of vite-plugins/first-load.ts)', () => {
  it("plans the app chunk's preloads and each signed-in address's chunks", () => {
    const plan = planFirstLoad(build());
    expect(plan.appPreloads).toEqual(['app.js', 'app.css']);
    expect(plan.routeChunks['/courses']).toEqual(['signed-in.js', 'signed-in.css', 'api.js', 'http.js']);
    expect(plan.routeChunks['/profile']).toEqual([
      'signed-in.js',
      'signed-in.css',
      'api.js',
      'http.js',
      'profile.js',
    ]);
    // The staff page has no student layout: only its own chunks.
    expect(plan.routeChunks['/staff']).toEqual(['staff.js', 'http.js']);
    expect(Object.keys(plan.routeChunks)).toHaveLength(SIGNED_IN_SCREENS.length + 1);
  });

  it('fails naming a listed first-load module that no chunk holds (renamed or moved)', () => {
    const renamed = build().map((built) =>
      built.file === 'http.js' ? { ...built, modules: ['lib/http-client.ts'] } : built,
    );
    expect(() => planFirstLoad(renamed)).toThrow(
      'src/lib/api-client.ts (listed in src/app/first-load.ts) is in no chunk',
    );
  });

  it("fails naming a module that the build did not put in its group's chunk", () => {
    const moved = build().map((built) => (built.file === 'api.js' ? { ...built, name: 'api-2' } : built));
    expect(() => planFirstLoad(moved)).toThrow(
      "src/lib/student-profile-query.ts should be in the 'api' chunk group",
    );
  });

  it('fails when main.tsx no longer imports the app module it lists', () => {
    const direct = build().map((built) =>
      built.file === 'main.js' ? { ...built, dynamicImports: [] } : built,
    );
    expect(() => planFirstLoad(direct)).toThrow('src/main.tsx does not import src/app/start.ts');
  });

  it('fails naming a signed-in screen whose route module no chunk holds', () => {
    const missing = build().filter((built) => built.file !== 'payment.js');
    expect(() => planFirstLoad(missing)).toThrow(
      'src/app/routes/payment.tsx (listed in src/app/signed-in-screens.ts) is in no chunk',
    );
  });
});
