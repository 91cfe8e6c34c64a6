/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, a field holding a comma, quote or line
 * break quoted, its quotes doubled), made safe for spreadsheets: a cell that begins with = + - @, a
 * tab or a carriage return would be read as a formula (CSV injection), so it gets a leading '.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type TCsvValue = string | number | boolean | null;

export function csvCell(value: TCsvValue): string {
  let text = value === null ? '' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly TCsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;
