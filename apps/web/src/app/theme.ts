import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** The brand blue (#1c4e80 at shade 6: 8.9:1 on white) in Mantine's ten shades. */
const brand: MantineColorsTuple = [
  '#e8f0f8',
  '#cfdeee',
  '#a3c1e0',
  '#75a2d1',
  '#4f88c3',
  '#3673b2',
  '#1c4e80',
  '#17426d',
  '#12355a',
  '#0c2742',
];

/** System fonts only: nothing to download and no swap, so no layout shift from text. */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  primaryShade: 6,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // A dialog's title row is a <header> in a portal outside every sectioning element, so it counted as a
    // second page banner (axe: landmark-no-duplicate-banner, landmark-unique). It is only the title's row.
    // A plain object, not Modal.extend: the theme is in the first load and the Modal is not.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
  },
});

/**
 * WCAG AA text contrast (4.5:1) on white and on the page background: Mantine's default dimmed text (gray 6,
 * 3.3:1), error text (red 8, 4.2:1 on the background) and placeholder text (gray 5, 2.1:1) are too light.
 * The placeholder takes a grey between gray 6 and 7 (4.8:1 on an input's white), still lighter than a value.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#6b7280',
  },
  dark: {},
});
