import { describe, expect, it } from 'vitest';
import { CsvRowCounter } from './csv-row-counter.ts';

const countIn = (pieces: string[]) => {
  const counter = new CsvRowCounter();
  const seen = pieces.map((piece) => {
    counter.feed(piece);
    return counter.rows();
  });
  return { seen, total: counter.finish() };
};

describe('CsvRowCounter', () => {
  it.each([
    ['header only', ['id,name\n'], 0],
    ['nothing', [''], 0],
    ['two rows, final line break', ['id,name\n1,Asha\n2,Ravi\n'], 2],
    ['two rows, no final line break', ['id,name\n1,Asha\n2,Ravi'], 2],
    ['CRLF line ends', ['id,name\r\n1,Asha\r\n2,Ravi\r\n'], 2],
    ['a quoted field with a line break and doubled quotes', ['id,note\n1,"two\nlines ""quoted"""\n2,x\n'], 2],
  ])('%s', (_name, pieces, rows) => {
    expect(countIn(pieces).total).toBe(rows);
  });

  it('counts across pieces cut anywhere, even inside a quoted field', () => {
    const { seen, total } = countIn(['id,no', 'te\n1,"a\n', 'b"\n2,', 'c\n3,d']);
    expect(seen).toEqual([0, 0, 1, 2]);
    expect(total).toBe(3);
  });
});
