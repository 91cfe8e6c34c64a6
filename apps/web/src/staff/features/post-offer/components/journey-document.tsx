import { Button, Group, Text } from '@mantine/core';
import {
  DOCUMENT_TYPE_LABELS,
  JOURNEY_DOCUMENT_LABELS,
  type TJourneyDocumentRef,
  type TJourneyDocumentType,
} from '@portal/contract';
import { useState } from 'react';
import { DocumentStatusBadge } from '../../../../components/documents/document-status-badge.tsx';
import { getDocumentDownloadUrl } from '../../../../lib/api/get-document-download-url.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';

/** A journey or profile document type's name. */
export const documentTypeLabel = (type: TJourneyDocumentRef['type']) =>
  (JOURNEY_DOCUMENT_LABELS as Record<string, string>)[type as TJourneyDocumentType] ??
  (DOCUMENT_TYPE_LABELS as Record<string, string>)[type] ??
  type;

/**
 * One document of the journey: its status and an Open button that asks the documents module for a fresh
 * signed link and opens it in a new tab (the link lasts 5 minutes, so none is kept).
 */
export function JourneyDocument({
  studentId,
  document,
  label,
}: {
  studentId: number;
  document: TJourneyDocumentRef;
  label: string;
}) {
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const open = async () => {
    if (state === 'opening') return;
    // Opened before the await: a window opened after it is taken for a pop-up and blocked.
    const tab = window.open('', '_blank');
    setState('opening');
    try {
      const link = await getDocumentDownloadUrl(document.id, studentId);
      if (tab) tab.location.href = link;
      setState('idle');
    } catch {
      tab?.close();
      setState('failed');
    }
  };
  return (
    <Group gap="xs" wrap="wrap">
      <DocumentStatusBadge status={document.status} />
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => void open()}
        loading={state === 'opening'}
        aria-label={TEXTS.open(label)}
      >
        {document.name}
      </Button>
      {state === 'failed' && (
        <Text role="alert" size="sm" c="var(--mantine-color-error)">
          {TEXTS.openFailed}
        </Text>
      )}
      {document.status === 'REJECTED' && document.remarks && (
        <Text size="sm" c="dimmed">
          {TEXTS.previousRefusal(document.remarks)}
        </Text>
      )}
    </Group>
  );
}
