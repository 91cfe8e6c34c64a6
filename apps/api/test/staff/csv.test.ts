import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../src/modules/staff/csv.ts';
import { parseCsv } from './csv-parse.ts';

describe('CSV cells: RFC 4180 quoting and spreadsheet formulas', () => {
  it.each([
    { value: 'Priya Sharma', cell: 'Priya Sharma' },
    { value: 'Shah, Rohan', cell: '"Shah, Rohan"' },
    { value: 'Rohan "Ro" Shah', cell: '"Rohan ""Ro"" Shah"' },
    { value: 'two\nlines', cell: '"two\nlines"' },
    { value: 'two\r\nlines', cell: '"two\r\nlines"' },
    { value: "D'Souza", cell: "D'Souza" },
    { value: '=HYPERLINK("https://evil.example")', cell: `"'=HYPERLINK(""https://evil.example"")"` },
    { value: '+91 98765 43210', cell: "'+91 98765 43210" },
    { value: '-2+3', cell: "'-2+3" },
    { value: '@SUM(A1:A9)', cell: "'@SUM(A1:A9)" },
    { value: '\tcmd', cell: "'\tcmd" },
    { value: '\rcmd', cell: `"'\rcmd"` },
    { value: 'a=b', cell: 'a=b' },
    { value: '', cell: '' },
    { value: null, cell: '' },
    { value: 4956, cell: '4956' },
    { value: true, cell: 'Yes' },
    { value: false, cell: 'No' },
  ])('$value → $cell', ({ value, cell }) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('a line joins its cells with commas and ends with CRLF, and reads back', () => {
    const line = csvLine(['a,b', 'say "hi"', '=1+1', 'x']);
    expect(line).toBe('"a,b","say ""hi""",\'=1+1,x\r\n');
    expect(parseCsv(line)).toEqual([['a,b', 'say "hi"', "'=1+1", 'x']]);
  });
});
