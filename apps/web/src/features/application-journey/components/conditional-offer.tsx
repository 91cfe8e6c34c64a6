import { Skeleton, Text, Title } from '@mantine/core';
import type { TApplicationStatus } from '@portal/contract';
import { useApplicationDocuments } from '../../../lib/api/get-application-documents.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';
import { ConditionalDocGroup } from './conditional-doc-group.tsx';
import { DownloadOfferButton } from './download-offer-button.tsx';

export type TConditionalOfferProps = { applicationId: number; status: TApplicationStatus; name: string };

/**
 * §2 Conditional Offer: Congrats, the text, Download Your Offer!, and Submit Conditional Docs when the
 * offer lists documents (a failed read of that list is logged only: the offer itself still shows).
 */
export function ConditionalOffer({ applicationId, status, name }: TConditionalOfferProps) {
  const documents = useApplicationDocuments(applicationId);
  const required = documents.data?.conditionalDocuments ?? [];
  return (
    <div className="journey-offer">
      <Title order={2} size="h3">
        {JOURNEY_TEXTS.conditionalCongrats(name)}
      </Title>
      <Text>{JOURNEY_TEXTS.conditionalText}</Text>
      <DownloadOfferButton applicationId={applicationId} kind="conditional" />
      {documents.isPending && <Skeleton h={160} radius="md" />}
      {required.length > 0 && (
        <section className="journey-group" aria-label={JOURNEY_TEXTS.submitConditionalDocs}>
          <Title order={3} size="h5">
            {JOURNEY_TEXTS.submitConditionalDocs}
          </Title>
          <div className="journey-documents">
            {required.map((document) => (
              <ConditionalDocGroup
                key={document.id}
                applicationId={applicationId}
                document={document}
                canUpload={status === 'CONDITIONAL_OFFER_RECEIVED'}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
