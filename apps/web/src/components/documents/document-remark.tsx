import { Alert, Text } from '@mantine/core';
import type { TStudentDocument } from '@portal/contract';
import { DOCUMENT_TEXTS } from './document-texts.ts';

/** A rejection is shown prominently with its reason (what to fix); any other remark as a plain line. */
export function DocumentRemark({ document }: { document: TStudentDocument }) {
  const remarks = document.remarks.trim();
  if (document.status === 'REJECTED') {
    return (
      <Alert color="red.9" variant="light" title={DOCUMENT_TEXTS.rejectedTitle} p="xs">
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
