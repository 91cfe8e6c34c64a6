import { Badge, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/List.layer.css';
import {
  APPLICATION_NEXT_ACTIONS,
  APPLICATION_NEXT_STATUSES,
  APPLICATION_STATUS_LABELS,
  type TOfferLetterKind,
  type TStaffStudentDetail,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { applicationDocumentsQuery } from '../../../../lib/api/get-application-documents.ts';
import { PostOfferSlot } from '../../../components/post-offer-slot.tsx';
import { APPLICATION_SECTION_TEXTS as TEXTS } from '../application-texts.ts';
import { ApplicationConditionalDocuments } from './application-conditional-documents.tsx';
import { ApplicationOfferLetterUpload } from './application-offer-letter-upload.tsx';
import { ApplicationStatusControl } from './application-status-control.tsx';
import { ApplicationUploads } from './application-uploads.tsx';

type TApplication = TStaffStudentDetail['applications'][number];

// The signed links in the list last 5 minutes: read again before they run out, and on coming back.
const LINK_REFRESH_MS = 4 * 60_000;

/**
 * One application (an `article` named by its course): university, status and the next action; while it
 * is open, the steps in the API's order — offer letters, the conditional documents, then the status move
 * — past the unconditional offer, the steps after it (the page module's panel) — and, always, what the
 * student uploaded for it.
 */
export function ApplicationCard({
  studentId,
  application,
}: {
  studentId: number;
  application: TApplication;
}) {
  const titleId = useId();
  const { status } = application;
  const isOpen = APPLICATION_NEXT_STATUSES[status].length > 0;
  // Letters stay uploadable at the final offer status too: moved there before its letter, the offer
  // must not be stuck "not ready" for the student.
  const takesLetters = status !== 'WITHDRAWN' && status !== 'REJECTED';
  const documents = useQuery({
    ...applicationDocumentsQuery(application.id),
    refetchOnWindowFocus: true,
    refetchInterval: LINK_REFRESH_MS,
    meta: { isShownInline: true },
  });
  const [uploadedLetters, setUploadedLetters] = useState<ReadonlySet<TOfferLetterKind>>(
    () =>
      new Set<TOfferLetterKind>([
        ...(application.hasConditionalOfferLetter ? (['CONDITIONAL'] as const) : []),
        ...(application.hasUnconditionalOfferLetter ? (['UNCONDITIONAL'] as const) : []),
      ]),
  );
  const addLetter = (kind: TOfferLetterKind) => setUploadedLetters((letters) => new Set(letters).add(kind));
  const savedTypes = (documents.data?.conditionalDocuments ?? []).map((document) => document.type);
  const letterKinds: TOfferLetterKind[] =
    status === 'CONDITIONAL_OFFER_RECEIVED'
      ? ['UNCONDITIONAL', 'CONDITIONAL']
      : ['CONDITIONAL', 'UNCONDITIONAL'];

  return (
    <article aria-labelledby={titleId} className="staff-list-item application-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} miw={0} style={{ flex: '1 1 14rem' }}>
            <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {application.courseName}
            </Title>
            <Text size="sm" c="dimmed">
              {application.universityName}
            </Text>
          </Stack>
          <Badge
            variant="filled"
            autoContrast
            color={status === 'REJECTED' || status === 'WITHDRAWN' ? 'gray.7' : 'blue.9'}
          >
            {APPLICATION_STATUS_LABELS[status]}
          </Badge>
        </Group>
        {status === 'WITHDRAWN' ? (
          <Text size="sm">{TEXTS.withdrawn}</Text>
        ) : isOpen ? (
          <Text size="sm">{TEXTS.next(APPLICATION_NEXT_ACTIONS[status])}</Text>
        ) : (
          <Text size="sm">{TEXTS.final}</Text>
        )}
        {takesLetters && (
          <Stack gap="xs">
            <Title order={4} size="h6">
              {TEXTS.letters}
            </Title>
            <Group align="flex-start" gap="lg">
              {letterKinds.map((kind) => (
                <ApplicationOfferLetterUpload
                  key={kind}
                  studentId={studentId}
                  applicationId={application.id}
                  kind={kind}
                  onUploaded={addLetter}
                  isOnFile={uploadedLetters.has(kind)}
                />
              ))}
            </Group>
          </Stack>
        )}
        {isOpen && (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {TEXTS.guideTitle}
              </Text>
              <List type="ordered" size="sm" spacing={2}>
                {(status === 'CONDITIONAL_OFFER_RECEIVED'
                  ? TEXTS.guide.conditional
                  : TEXTS.guide.beforeOffer
                ).map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
            </Stack>
            {documents.data ? (
              <ApplicationConditionalDocuments
                key={savedTypes.join()}
                studentId={studentId}
                applicationId={application.id}
                savedTypes={savedTypes}
              />
            ) : (
              !documents.isError && <Skeleton h={160} />
            )}
            <ApplicationStatusControl
              studentId={studentId}
              applicationId={application.id}
              courseName={application.courseName}
              status={status}
              uploadedLetters={uploadedLetters}
            />
          </>
        )}
        {status === 'UNCONDITIONAL_OFFER_RECEIVED' && (
          <PostOfferSlot studentId={studentId} applicationId={application.id} />
        )}
        <Stack gap="xs">
          <Title order={4} size="h6">
            {TEXTS.uploads}
          </Title>
          {documents.isError ? (
            <LoadFailedAlert
              title={TEXTS.uploadsFailed}
              retryLabel={TEXTS.retry}
              onRetry={() => void documents.refetch()}
            />
          ) : documents.data ? (
            <ApplicationUploads
              studentId={studentId}
              documents={documents.data}
              canReview={status !== 'WITHDRAWN'}
            />
          ) : (
            <Skeleton h={48} role="status" aria-label={TEXTS.uploadsLoading} />
          )}
        </Stack>
      </Stack>
    </article>
  );
}
