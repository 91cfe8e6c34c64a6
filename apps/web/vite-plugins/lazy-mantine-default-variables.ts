import type { Plugin } from 'vite';

const MODULE =
  /@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';

/**
 * Mantine computes its default theme's CSS variables (every colour, shade and size) when this module is
 * first imported: a few milliseconds of every page start on a fast machine, several times that on a slow
 * phone. They are only read when Mantine writes the theme's variables itself, which the built app leaves to
 * the build (app/providers.tsx). This computes them on first use instead. Fails the build if a Mantine
 * update changes the line, so the patch is looked at again rather than silently lost.
 */
export function lazyMantineDefaultVariables(): Plugin {
  return {
    name: 'portal:lazy-mantine-default-variables',
    enforce: 'pre',
    transform(code, id) {
      if (!MODULE.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes(EAGER)) {
        this.error(`Mantine's ${id} no longer has the line this plugin makes lazy: review the plugin.`);
      }
      const lazy = code
        .replace(
          EAGER,
          'let defaultCssVariablesCache;\nconst defaultCssVariablesOf = () => (defaultCssVariablesCache ??= defaultCssVariablesResolver(DEFAULT_THEME));',
        )
        .replaceAll('defaultCssVariables.', 'defaultCssVariablesOf().');
      return { code: lazy, map: null };
    },
  };
}
