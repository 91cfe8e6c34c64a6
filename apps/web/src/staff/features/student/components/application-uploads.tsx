import { Anchor, Stack, Text } from '@mantine/core';
import type { TApplicationDocumentsResponse } from '@portal/contract';
import { formatPaidDate } from '../../../../lib/format-payment.ts';
import { APPLICATION_SECTION_TEXTS as TEXTS } from '../application-texts.ts';

type TUploadRow = {
  key: string;
  label: string;
  name: string | null;
  tempURL: string | null;
  date: string | null;
};

/** The statement of purpose, the other documents and the conditional documents, in that order. */
function rowsOf(documents: TApplicationDocumentsResponse): TUploadRow[] {
  return [
    ...documents.documents.map((document) => ({
      key: `document-${document.id}`,
      label: document.type === 'STATEMENT_OF_PURPOSE' ? TEXTS.statementOfPurpose : TEXTS.portfolio,
      name: document.name,
      tempURL: document.tempURL,
      date: document.createdAt,
    })),
    ...documents.conditionalDocuments.map((document) => ({
      key: `conditional-${document.id}`,
      label: TEXTS.conditionalUpload(document.label),
      name: document.uploaded ? document.name : null,
      tempURL: document.uploaded ? document.tempURL : null,
      date: document.uploadedAt,
    })),
  ];
}

/**
 * What the student uploaded for an application, each with a link that opens the file (a signed link valid
 * for minutes: the card reads the list again on focus and every few minutes). A conditional document not
 * uploaded yet says so.
 */
export function ApplicationUploads({ documents }: { documents: TApplicationDocumentsResponse }) {
  const rows = rowsOf(documents);
  if (rows.length === 0) return <Text c="dimmed">{TEXTS.nothingUploaded}</Text>;
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Text component="li" key={row.key} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {row.label}:{' '}
          </Text>
          {row.name && row.tempURL ? (
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
      ))}
    </Stack>
  );
}
