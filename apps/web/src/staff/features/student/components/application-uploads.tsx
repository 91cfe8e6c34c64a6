import { Anchor, Group, Stack, Text } from '@mantine/core';
import {
  APPLICATION_DOCUMENT_VERDICTS,
  type TApplicationDocumentsResponse,
  type TDocumentStatus,
} from '@portal/contract';
import { useId, useRef, useState } from 'react';
import { DocumentRemark } from '../../../../components/documents/document-remark.tsx';
import { DocumentStatusBadge } from '../../../../components/documents/document-status-badge.tsx';
import { formatPaidDate } from '../../../../lib/format-payment.ts';
import { useReviewApplicationDocument } from '../api/review-application-document.ts';
import { useReviewConditionalDocument } from '../api/review-conditional-document.ts';
import { APPLICATION_SECTION_TEXTS as TEXTS } from '../application-texts.ts';
import { ReviewButtons } from './review-buttons.tsx';
import { ReviewDialog, type TReviewTarget, type TReviewVerdict } from './review-dialog.tsx';

/** Which review call a row takes: an additional document's or a conditional document's. */
type TReviewKind = 'application' | 'conditional';
type TUploadRow = {
  key: string;
  id: number;
  kind: TReviewKind;
  label: string;
  name: string | null;
  tempURL: string | null;
  date: string | null;
  status: TDocumentStatus | null;
  remarks: string;
};

/** The statement of purpose, the other documents and the conditional documents, in that order. */
function rowsOf(documents: TApplicationDocumentsResponse): TUploadRow[] {
  return [
    ...documents.documents.map((document) => ({
      key: `document-${document.id}`,
      id: document.id,
      kind: 'application' as const,
      label: document.type === 'STATEMENT_OF_PURPOSE' ? TEXTS.statementOfPurpose : TEXTS.portfolio,
      name: document.name,
      tempURL: document.tempURL,
      date: document.createdAt,
      status: document.status,
      remarks: document.remarks,
    })),
    ...documents.conditionalDocuments.map((document) => ({
      key: `conditional-${document.id}`,
      id: document.id,
      kind: 'conditional' as const,
      label: TEXTS.conditionalUpload(document.label),
      name: document.uploaded ? document.name : null,
      tempURL: document.uploaded ? document.tempURL : null,
      date: document.uploadedAt,
      status: document.uploaded ? document.status : null,
      remarks: document.remarks,
    })),
  ];
}

/**
 * What the student uploaded for an application, each with a link that opens the file (a signed link valid
 * for minutes: the card reads the list again on focus and every few minutes), its status and any reason,
 * and Accept / Reject, which open the profile documents' review dialog. A conditional document not
 * uploaded yet says so. A withdrawn application's documents are shown only (`canReview` false).
 */
export function ApplicationUploads({
  studentId,
  documents,
  canReview,
}: {
  studentId: number;
  documents: TApplicationDocumentsResponse;
  canReview: boolean;
}) {
  const rows = rowsOf(documents);
  const [review, setReview] = useState<{ kind: TReviewKind; target: TReviewTarget } | null>(null);
  const [openKind, setOpenKind] = useState<TReviewKind | null>(null);
  const openings = useRef(0);
  const openReview = (row: TUploadRow, verdict: TReviewVerdict) => {
    openings.current += 1;
    const label = row.name ? `${row.label} (${row.name})` : row.label;
    setReview({ kind: row.kind, target: { documentId: row.id, label, verdict, opening: openings.current } });
    setOpenKind(row.kind);
  };
  if (rows.length === 0) return <Text c="dimmed">{TEXTS.nothingUploaded}</Text>;
  return (
    <>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <UploadRow
            key={row.key}
            row={row}
            canReview={canReview}
            onReview={(verdict) => openReview(row, verdict)}
          />
        ))}
      </Stack>
      {/* One dialog per call; each stays mounted so it closes with its transition. */}
      <ReviewDialog
        studentId={studentId}
        target={review?.kind === 'application' ? review.target : null}
        opened={openKind === 'application'}
        onClose={() => setOpenKind(null)}
        useReview={useReviewApplicationDocument}
      />
      <ReviewDialog
        studentId={studentId}
        target={review?.kind === 'conditional' ? review.target : null}
        opened={openKind === 'conditional'}
        onClose={() => setOpenKind(null)}
        useReview={useReviewConditionalDocument}
      />
    </>
  );
}

function UploadRow({
  row,
  canReview,
  onReview,
}: {
  row: TUploadRow;
  canReview: boolean;
  onReview: (verdict: TReviewVerdict) => void;
}) {
  const labelId = useId();
  const isUploaded = Boolean(row.name && row.tempURL);
  return (
    <Stack component="li" gap={6}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Text id={labelId} size="sm" miw={0} style={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {row.label}:{' '}
          </Text>
          {isUploaded && row.name && row.tempURL ? (
            <>
              <Anchor
                href={row.tempURL}
                target="_blank"
                rel="noopener noreferrer"
                // Set here: Text's own rule (text-decoration: none) may load after Anchor's and win.
                style={{ textDecoration: 'underline' }}
              >
                {TEXTS.open(row.name)}
              </Anchor>
              {row.date && (
                <Text span c="dimmed">
                  {' '}
                  ({TEXTS.uploadedOn(formatPaidDate(row.date))})
                </Text>
              )}
            </>
          ) : (
            <Text span c="dimmed">
              {TEXTS.notUploaded}
            </Text>
          )}
        </Text>
        {isUploaded && row.status && <DocumentStatusBadge status={row.status} />}
      </Group>
      {isUploaded && <DocumentRemark document={row} />}
      {isUploaded && canReview && (
        <Group gap="xs">
          <ReviewButtons verdicts={APPLICATION_DOCUMENT_VERDICTS} onReview={onReview} describedBy={labelId} />
        </Group>
      )}
    </Stack>
  );
}
