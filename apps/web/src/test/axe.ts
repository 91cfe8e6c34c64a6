/** axe on the rendered page: no serious or critical violations (contrast is checked in a browser, e2e). */
export async function seriousViolationsOf(container: HTMLElement): Promise<string[]> {
  const axe = (await import('axe-core')).default;
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => violation.id);
}
