/**
 * A whole number with India's digit grouping, as `toLocaleString('en-IN')` writes it: 4956 → '4,956',
 * 10000000 → '1,00,00,000'. Plain string work, for the texts the contract builds when it is imported: the
 * first `toLocaleString('en-IN')` in a browser loads the locale's number data, a long task (50–110 ms on a
 * 2-core host) in the middle of a screen's first load.
 */
export function groupIndianDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return String(value);
  const digits = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= 3) return `${sign}${digits}`;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${rest},${lastThree}`;
}
