/**
 * The remark a rejection sends: the common reasons ticked (in the list's order) and then the
 * counsellor's own words, one per line, so the student reads each thing to fix on its own line.
 */
export function composeRemark(reasons: readonly string[], text: string): string {
  return [...reasons, text.trim()].filter((part) => part.length > 0).join('\n');
}
