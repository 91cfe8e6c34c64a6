/**
 * An RFC 4180 reader for the export tests: quoted fields may hold commas, doubled quotes and line
 * breaks; records end with CRLF. Throws on what a strict reader would refuse, so a malformed export
 * fails the test instead of being read leniently.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' && field === '') {
      const end = readQuoted(text, i + 1);
      field = end.value;
      i = end.next;
      if (i < text.length && text[i] !== ',' && text[i] !== '\r')
        throw new Error(`text after a quote at ${i}`);
      continue;
    }
    if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`a bare CR at ${i}`);
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else if (c === '\n' || c === '"') {
      throw new Error(`an unquoted ${c === '"' ? 'quote' : 'LF'} at ${i}`);
    } else field += c;
    i++;
  }
  if (field !== '' || record.length) throw new Error('the last record has no CRLF');
  return records;
}

function readQuoted(text: string, from: number): { value: string; next: number } {
  let value = '';
  for (let i = from; i < text.length; i++) {
    if (text[i] !== '"') value += text[i];
    else if (text[i + 1] === '"') {
      value += '"';
      i++;
    } else return { value, next: i + 1 };
  }
  throw new Error('an unterminated quote');
}
