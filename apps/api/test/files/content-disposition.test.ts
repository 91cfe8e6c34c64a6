import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../src/modules/files/file-name.ts';

describe('contentDisposition', () => {
  it.each([
    ['report.pdf', `inline; filename="report.pdf"; filename*=UTF-8''report.pdf`],
    [
      'My CV (final).docx',
      `inline; filename="My CV (final).docx"; filename*=UTF-8''My%20CV%20%28final%29.docx`,
    ],
    ['Pässport.pdf', `inline; filename="P_ssport.pdf"; filename*=UTF-8''P%C3%A4ssport.pdf`],
    ['नाम.pdf', `inline; filename="___.pdf"; filename*=UTF-8''%E0%A4%A8%E0%A4%BE%E0%A4%AE.pdf`],
    ['a"b.pdf', `inline; filename="a_b.pdf"; filename*=UTF-8''a%22b.pdf`],
    ['a;b=c.pdf', `inline; filename="a_b_c.pdf"; filename*=UTF-8''a%3Bb%3Dc.pdf`],
    ["it's.pdf", `inline; filename="it_s.pdf"; filename*=UTF-8''it%27s.pdf`],
    [
      'a\r\nSet-Cookie: x=1.pdf',
      `inline; filename="a__Set-Cookie_ x_1.pdf"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1.pdf`,
    ],
    ['../../etc/passwd', `inline; filename="passwd"; filename*=UTF-8''passwd`],
    ['C:\\Users\\x.pdf', `inline; filename="x.pdf"; filename*=UTF-8''x.pdf`],
  ])('%j → a header with no quote, break or path', (name, header) => {
    expect(contentDisposition(name, 'inline')).toBe(header);
  });

  it('keeps attachment and bounds the fallback name', () => {
    const header = contentDisposition(`${'x'.repeat(300)}.doc`, 'attachment');
    expect(header.startsWith(`attachment; filename="${'x'.repeat(150)}"`)).toBe(true);
  });

  it('never leaves an empty name', () => {
    expect(contentDisposition('dir/', 'attachment')).toBe(
      `attachment; filename="file"; filename*=UTF-8''file`,
    );
  });
});
