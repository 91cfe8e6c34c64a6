import { Alert, Text } from '@mantine/core';
import type { TDocumentStatus } from '@portal/contract';
import { DOCUMENT_TEXTS } from './document-texts.ts';

/**
 * A rejection is shown prominently with its reason (what to fix); any other remark as a plain line.
 * The alert is Mantine's light red (red 1 ground, red 9 title 4.5:1, black text): a shade such as 'red.9'
 * would turn the light variant's ground solid red under black text (3.8:1).
 */
export function DocumentRemark({
  document,
}: {
  /** A profile or an application document (a conditional one has no status until uploaded). */
  document: { status: TDocumentStatus | null; remarks: string };
}) {
  const remarks = document.remarks.trim();
  if (document.status === 'REJECTED') {
    return (
      <Alert color="red" variant="light" title={DOCUMENT_TEXTS.rejectedTitle} p="xs">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {remarks ? DOCUMENT_TEXTS.reason(remarks) : DOCUMENT_TEXTS.rejectedNoReason}
        </Text>
      </Alert>
    );
  }
  if (!remarks) return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {DOCUMENT_TEXTS.remark(remarks)}
    </Text>
  );
}
