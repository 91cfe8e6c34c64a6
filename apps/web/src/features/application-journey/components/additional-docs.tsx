import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { UploadedStatus } from '../../../components/documents/uploaded-status.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { useApplicationDocuments } from '../../../lib/api/get-application-documents.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';
import { OtherDocumentDraft } from './other-document-draft.tsx';
import { OtherDocumentRow } from './other-document-row.tsx';
import { SopGroup } from './sop-group.tsx';

/**
 * §2 Additional Docs: the SOP letter and the Other Documents list. Uploaded rows come from the server; new
 * rows are the student's until their file is sent. Without any uploaded row one new row is offered.
 */
export function AdditionalDocs({ applicationId }: { applicationId: number }) {
  const documents = useApplicationDocuments(applicationId);
  const headingId = useId();
  const nextId = useRef(1);
  const addButton = useRef<HTMLButtonElement>(null);
  // null: the default (one new row when nothing was uploaded yet).
  const [drafts, setDrafts] = useState<number[] | null>(null);
  // The last portfolio sent: its draft row is gone, so the list announces it.
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  if (documents.isError) {
    return (
      <LoadFailedAlert
        title={JOURNEY_TEXTS.documentsFailed}
        retryLabel={JOURNEY_TEXTS.tryAgain}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (!documents.data) return <Skeleton h={360} radius="md" aria-label={JOURNEY_TEXTS.loading} />;

  const sop = documents.data.documents.find((document) => document.type === 'STATEMENT_OF_PURPOSE');
  const portfolios = documents.data.documents.filter((document) => document.type === 'PORTFOLIO');
  const shownDrafts = drafts ?? (portfolios.length === 0 ? [0] : []);
  // A removed or uploaded draft takes its focused button with it: the focus goes to "Add other document".
  const focusAdd = () => addButton.current?.focus();
  // From the current list, not this render's: an upload answers after other rows may have been added.
  // (A draft shown by default, null, is the single row 0.)
  const dropDraft = (id: number) => setDrafts((current) => (current ?? [0]).filter((draft) => draft !== id));
  const removeDraft = (id: number) => {
    dropDraft(id);
    focusAdd();
  };
  return (
    <>
      <SopGroup applicationId={applicationId} document={sop} />
      <section className="journey-group" aria-labelledby={headingId}>
        <Title order={3} size="h5" id={headingId}>
          {JOURNEY_TEXTS.otherDocuments}
        </Title>
        <Stack gap="sm">
          {portfolios.map((document) => (
            <OtherDocumentRow key={document.id} document={document} onRemoved={focusAdd} />
          ))}
          {shownDrafts.map((id, index) => (
            <OtherDocumentDraft
              key={id}
              applicationId={applicationId}
              number={portfolios.length + index + 1}
              onUploaded={(fileName) => {
                dropDraft(id);
                setUploadedName(fileName);
                focusAdd();
              }}
              onRemove={() => removeDraft(id)}
            />
          ))}
          {portfolios.length + shownDrafts.length === 0 && (
            <Text size="sm" c="dimmed">
              {JOURNEY_TEXTS.noOtherDocuments}
            </Text>
          )}
        </Stack>
        <UploadedStatus fileName={uploadedName} />
        <Button
          ref={addButton}
          variant="subtle"
          size="sm"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setDrafts([...shownDrafts, nextId.current++])}
        >
          {JOURNEY_TEXTS.addOtherDocument}
        </Button>
      </section>
    </>
  );
}
