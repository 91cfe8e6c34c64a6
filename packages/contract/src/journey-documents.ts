// Documents of the post-offer journey. They go through the documents module like the profile's, but each
// belongs to one application (a UK and a Canadian application each have their own deposit receipt).
import { z } from 'zod';

export const JOURNEY_DOCUMENT_TYPES = [
  'TUITION_DEPOSIT_RECEIPT',
  'ENROLMENT_CONFIRMATION',
  'PROVINCIAL_ATTESTATION_LETTER',
  'FUNDS_EVIDENCE',
  'HEALTH_COVER',
  'TB_TEST_CERTIFICATE',
  'BIOMETRICS_APPOINTMENT',
  'BLOCKED_ACCOUNT_CONFIRMATION',
  'GIC_CERTIFICATE',
  'APS_CERTIFICATE',
  'ACCOMMODATION_PROOF',
  'VISA_DECISION',
  'FLIGHT_TICKET',
] as const;
export type TJourneyDocumentType = (typeof JOURNEY_DOCUMENT_TYPES)[number];
export const ZJourneyDocumentType = z.enum(JOURNEY_DOCUMENT_TYPES, {
  error: `type must be one of ${JOURNEY_DOCUMENT_TYPES.join(', ')}`,
});

/** Generic names; a destination may name a document its own way (its checklist's label wins on screen). */
export const JOURNEY_DOCUMENT_LABELS: Record<TJourneyDocumentType, string> = {
  TUITION_DEPOSIT_RECEIPT: 'Tuition deposit receipt',
  ENROLMENT_CONFIRMATION: 'Confirmation of enrolment letter',
  PROVINCIAL_ATTESTATION_LETTER: 'Provincial attestation letter',
  FUNDS_EVIDENCE: 'Evidence of funds',
  HEALTH_COVER: 'Health cover',
  TB_TEST_CERTIFICATE: 'Tuberculosis test certificate',
  BIOMETRICS_APPOINTMENT: 'Biometrics appointment',
  BLOCKED_ACCOUNT_CONFIRMATION: 'Blocked account confirmation',
  GIC_CERTIFICATE: 'Guaranteed Investment Certificate (GIC)',
  APS_CERTIFICATE: 'APS certificate',
  ACCOMMODATION_PROOF: 'Proof of accommodation',
  VISA_DECISION: 'Visa decision letter',
  FLIGHT_TICKET: 'Flight ticket',
};
