export type TTextBlock = { heading: string; lines: string[] };

/**
 * §2 Course detail: the Overview and Entry Requirements texts are blocks separated by blank lines (a line
 * of spaces counts as blank); the first line of each block is its heading, the other lines its body.
 */
export function splitTextBlocks(text: string | null | undefined): TTextBlock[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0)
    .map(([heading = '', ...lines]) => ({ heading, lines }));
}
