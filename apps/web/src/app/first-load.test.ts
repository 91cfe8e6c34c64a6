import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, FIRST_LOAD_MODULES } from './first-load.ts';
import { FIRST_LOAD_IMPORTS, SCREENS } from './router.tsx';
import { routeModule, SIGNED_IN_SCREENS, STAFF_SCREEN } from './signed-in-screens.ts';

const srcDir = path.resolve(import.meta.dirname, '..');

describe('the first-load lists', () => {
  it('name modules that exist', () => {
    const listed = [
      ...Object.values(FIRST_LOAD_MODULES),
      ...CHUNK_GROUPS.flatMap((group) => group.modules),
      ...SIGNED_IN_SCREENS.map((screen) => routeModule(screen.route)),
      STAFF_SCREEN.module,
    ];
    for (const module of listed) expect(fs.existsSync(path.join(srcDir, module)), module).toBe(true);
  });

  it("match the router's imports: each loads the module it is named after", async () => {
    const { steps, layout, staff, routes } = FIRST_LOAD_IMPORTS;
    for (const [module, load] of [...steps, layout, staff, routes]) {
      expect(await load(), module).toBe(await import(/* @vite-ignore */ `/src/${module}`));
    }
  });

  it('give every signed-in screen its title and progress bar', () => {
    expect(SCREENS['/courses']).toEqual({ title: 'Courses', hasProgress: true });
    expect(SCREENS['/applied-courses']).toEqual({ title: 'Applied Courses', hasProgress: false });
    expect(Object.keys(SCREENS)).toHaveLength(SIGNED_IN_SCREENS.length);
  });
});
