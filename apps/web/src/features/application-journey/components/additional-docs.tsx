import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useApplicationDocuments } from '../api/get-application-documents.ts';
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

  if (documents.isError) {
    return (
      <Alert color="red" variant="light" title={JOURNEY_TEXTS.documentsFailed}>
        <Button
          mt="xs"
          size="compact-sm"
          variant="outline"
          color="red.9"
          onClick={() => void documents.refetch()}
        >
          {JOURNEY_TEXTS.tryAgain}
        </Button>
      </Alert>
    );
  }
  if (!documents.data) return <Skeleton h={360} radius="md" aria-label={JOURNEY_TEXTS.loading} />;

  const sop = documents.data.documents.find((document) => document.type === 'STATEMENT_OF_PURPOSE');
  const portfolios = documents.data.documents.filter((document) => document.type === 'PORTFOLIO');
  const shownDrafts = drafts ?? (portfolios.length === 0 ? [0] : []);
  // A removed row takes its focused Remove button with it: the focus goes to "Add other document".
  const focusAdd = () => addButton.current?.focus();
  const removeDraft = (id: number) => {
    setDrafts(shownDrafts.filter((draft) => draft !== id));
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
              onUploaded={() => setDrafts(shownDrafts.filter((draft) => draft !== id))}
              onRemove={() => removeDraft(id)}
            />
          ))}
          {portfolios.length + shownDrafts.length === 0 && (
            <Text size="sm" c="dimmed">
              {JOURNEY_TEXTS.noOtherDocuments}
            </Text>
          )}
        </Stack>
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
