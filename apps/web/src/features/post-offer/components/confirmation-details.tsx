import { Stack, Text } from '@mantine/core';
import type { TConfirmationView, TDestinationRule } from '@portal/contract';
import { formatDay } from '../post-offer-format.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { AsOf } from './as-of.tsx';
import { Facts } from './facts.tsx';
import { JourneyDocument } from './journey-document.tsx';

export type TConfirmationDetailsProps = {
  applicationId: number;
  confirmation: TConfirmationView;
  rule: TDestinationRule['confirmation'];
  onUploaded: () => void;
};

/** The destination's confirmation of enrolment (CAS, LOA, CoE…): its number, dates and letter. */
export function ConfirmationDetails({
  applicationId,
  confirmation,
  rule,
  onUploaded,
}: TConfirmationDetailsProps) {
  const isIssued = confirmation.status === 'ISSUED';
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {rule.name} ({rule.shortName})
      </Text>
      {isIssued ? (
        <Facts
          facts={[
            { label: TEXTS.reference, value: confirmation.reference },
            { label: TEXTS.issuedOn, value: confirmation.issuedOn && formatDay(confirmation.issuedOn) },
            { label: TEXTS.expiresOn, value: confirmation.expiresOn && formatDay(confirmation.expiresOn) },
          ]}
        />
      ) : (
        <Text size="sm">{TEXTS.confirmationAwaited(rule.shortName)}</Text>
      )}
      {confirmation.note && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {confirmation.note}
        </Text>
      )}
      {(rule.validForMonths !== null || rule.companion) && (
        <div>
          {rule.validForMonths !== null && <Text size="sm">{TEXTS.validFor(rule.validForMonths)}</Text>}
          {rule.companion && <Text size="sm">{TEXTS.companion(rule.companion)}</Text>}
          <AsOf sourced={rule} what={rule.shortName} />
        </div>
      )}
      <JourneyDocument
        applicationId={applicationId}
        type="ENROLMENT_CONFIRMATION"
        label={TEXTS.letter(rule.shortName)}
        document={confirmation.letter}
        onUploaded={onUploaded}
      />
    </Stack>
  );
}
