import { Badge } from '@mantine/core';
import type { TDocumentStatus } from '@portal/contract';
import { DocumentStatusIcon } from './document-status-icon.tsx';
import { DOCUMENT_TEXTS } from './document-texts.ts';

/**
 * §4 styles: UPLOADED warning, REJECTED error, ACCEPTED success, EXEMPTED brand. Filled badges in shades
 * whose small text keeps WCAG AA contrast (≥ 4.5:1): yellow takes dark text through autoContrast (13:1),
 * red 9 5.5:1, brand 8.6:1; Mantine's darkest green (green 9) is only 4.4:1, so success is a green a step
 * darker (5.4:1).
 */
export const DOCUMENT_STATUS_COLORS: Record<TDocumentStatus, string> = {
  UPLOADED: 'yellow.5',
  REJECTED: 'red.9',
  ACCEPTED: '#1f7a34',
  EXEMPTED: 'brand',
};

/** The status of a document, or 'Not uploaded' (status undefined). */
export function DocumentStatusBadge({ status }: { status: TDocumentStatus | undefined }) {
  return (
    <Badge
      color={status ? DOCUMENT_STATUS_COLORS[status] : 'gray.7'}
      variant={status ? 'filled' : 'outline'}
      autoContrast
      leftSection={<DocumentStatusIcon status={status ?? 'NONE'} />}
      data-status={status ?? 'NONE'}
      style={{ flexShrink: 0 }}
    >
      {status ?? DOCUMENT_TEXTS.notUploaded}
    </Badge>
  );
}
