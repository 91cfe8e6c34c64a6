import { Alert, Anchor, Stack, Text } from '@mantine/core';
import {
  JOURNEY_DOCUMENT_LABELS,
  type TDestinationRule,
  type TVisaView,
  VISA_STATUS_LABELS,
} from '@portal/contract';
import { formatDay } from '../post-offer-format.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { AsOf } from './as-of.tsx';
import { Facts } from './facts.tsx';
import { FundsSummary } from './funds-summary.tsx';
import { JourneyDocument } from './journey-document.tsx';
import { VisaChecklist } from './visa-checklist.tsx';

export type TVisaDetailsProps = {
  applicationId: number;
  visa: TVisaView;
  rule: TDestinationRule;
  onUploaded: () => void;
};

const day = (date: string | null) => date && formatDay(date);

/** The visa: status, the official Apply page, the checklist, the funds, and the decision. */
export function VisaDetails({ applicationId, visa, rule, onUploaded }: TVisaDetailsProps) {
  return (
    <Stack gap="sm">
      <Facts
        facts={[
          { label: TEXTS.visaStatus, value: VISA_STATUS_LABELS[visa.status] },
          { label: TEXTS.lodgedOn, value: day(visa.lodgedOn) },
          { label: TEXTS.visaReference, value: visa.reference || null },
          { label: TEXTS.biometricsOn, value: day(visa.biometricsOn) },
          { label: TEXTS.decidedOn, value: day(visa.decidedOn) },
          { label: TEXTS.validFrom, value: visa.status === 'GRANTED' ? day(visa.validFrom) : null },
          { label: TEXTS.validUntil, value: visa.status === 'GRANTED' ? day(visa.validUntil) : null },
        ]}
      />
      {visa.status === 'REFUSED' && (
        <Alert color="red" variant="light" title={VISA_STATUS_LABELS.REFUSED}>
          <Text size="sm" fw={600}>
            {TEXTS.refusalReason}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {visa.refusalReason}
          </Text>
          <Text size="sm" fw={600} mt="xs">
            {TEXTS.nextSteps}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {visa.nextSteps}
          </Text>
        </Alert>
      )}
      {visa.status !== 'GRANTED' && (
        <div>
          <Anchor href={rule.visa.applyAt} target="_blank" rel="noopener noreferrer" fw={600}>
            {TEXTS.apply(rule.visa.name)} <span className="post-offer-sr">{TEXTS.opensInNewTab}</span>
          </Anchor>
          <AsOf sourced={rule.visa} what={rule.visa.name} />
        </div>
      )}
      {visa.status !== 'NOT_STARTED' && visa.status !== 'PREPARING' && (
        // Once applied for: the embassy's letter, which the counsellor needs to record a grant.
        <JourneyDocument
          applicationId={applicationId}
          type="VISA_DECISION"
          label={JOURNEY_DOCUMENT_LABELS.VISA_DECISION}
          document={visa.decisionLetter}
          onUploaded={onUploaded}
        />
      )}
      <VisaChecklist
        applicationId={applicationId}
        items={visa.checklist}
        rule={rule.visa}
        onUploaded={onUploaded}
      />
      <FundsSummary funds={visa.funds} rule={rule.funds} />
    </Stack>
  );
}
