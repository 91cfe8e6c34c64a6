// Hungary (residence permit for the purpose of studies). See docs/destination-rules.md before editing.
import type { TDestinationRuleInput } from '../destination-rules.ts';

const checkedOn = '2026-11-28';
/** Hungary's Ministry of Foreign Affairs (embassy page) on the residence permit for studies. */
const MFA_STUDY_PERMIT =
  'https://kuwait.mfa.gov.hu/eng/page/residence-permit-application-for-the-purpose-of-studies';
/** The European Commission's EU Immigration Portal, student page for Hungary. */
const EU_PORTAL =
  'https://home-affairs.ec.europa.eu/policies/migration-and-asylum/eu-immigration-portal/student-hungary_en?prefLang=lt';
/** A Hungarian state university relaying the immigration directorate's list. */
const SEMMELWEIS =
  'https://semmelweis.hu/registrar/2024/03/12/information-on-reserved-slots-for-residency-administration';

export const hungaryRule = {
  country: 'Hungary',
  stageNames: {
    deposit: 'Tuition deposit',
    interview: 'Entrance interview',
    confirmation: 'Acceptance letter',
    visa: 'Residence permit for studies',
    preDeparture: 'Pre-departure',
  },
  confirmation: {
    shortName: 'Acceptance letter',
    name: 'Certificate of admission (letter of acceptance)',
    validForMonths: null,
    companion: null,
    source: MFA_STUDY_PERMIT,
    checkedOn,
  },
  visa: {
    name: 'Residence permit for the purpose of studies',
    applyAt: 'https://enterhungary.gov.hu',
    source: MFA_STUDY_PERMIT,
    checkedOn,
    checklist: [
      {
        key: 'PASSPORT',
        label: 'Valid passport',
        detail: 'A travel document valid for at least the intended period of stay.',
        documentTypes: ['PASSPORT'],
        source: EU_PORTAL,
        checkedOn,
      },
      {
        key: 'ADMISSION',
        label: 'Certificate of admission',
        detail: 'From the Hungarian higher education institution.',
        documentTypes: ['ENROLMENT_CONFIRMATION'],
        source: MFA_STUDY_PERMIT,
        checkedOn,
      },
      {
        key: 'LANGUAGE',
        label: 'Proof of English',
        detail: 'Proof of the language ability your studies need.',
        documentTypes: ['IELTS', 'TOEFL', 'PTE', 'DUOLINGO'],
        source: MFA_STUDY_PERMIT,
        checkedOn,
      },
      {
        key: 'FUNDS',
        label: 'Proof of sufficient financial means',
        detail:
          'For the stay: bank statements of all accounts for up to 6 months, or a scholarship or sponsor with a declaration of support.',
        documentTypes: ['FUNDS_EVIDENCE'],
        source: MFA_STUDY_PERMIT,
        checkedOn,
      },
      {
        key: 'ACCOMMODATION',
        label: 'Prearranged accommodation',
        detail: 'A student home, commercial accommodation or a lease with the deed of ownership.',
        documentTypes: ['ACCOMMODATION_PROOF'],
        source: MFA_STUDY_PERMIT,
        checkedOn,
      },
      {
        key: 'HEALTH_INSURANCE',
        label: 'Comprehensive health insurance',
        detail: 'Proof of access to comprehensive health insurance services.',
        documentTypes: ['HEALTH_COVER'],
        source: MFA_STUDY_PERMIT,
        checkedOn,
      },
      {
        key: 'TUITION_RECEIPT',
        label: 'Proof of tuition fee payment',
        detail: 'Asked for with the residence permit application in Hungary.',
        documentTypes: ['TUITION_DEPOSIT_RECEIPT'],
        source: SEMMELWEIS,
        checkedOn,
        note: 'Read on a Hungarian university’s page relaying the immigration directorate’s list.',
      },
    ],
  },
  funds: {
    currency: 'EUR',
    livingCostOptions: [{ key: 'STUDENT', label: 'Student', amount: null, per: 'YEAR' }],
    monthsCounted: null,
    perDependant: null,
    includesRemainingTuition: true,
    heldForDays: null,
    howShown:
      'Bank statements for up to 6 months, a scholarship, or a sponsor’s payslips with a declaration of support.',
    source: MFA_STUDY_PERMIT,
    checkedOn,
    note: 'Ask your counsellor: the official amount could not be confirmed. Hungary asks for sufficient means for the stay without a published student figure on the pages we could read.',
  },
} satisfies TDestinationRuleInput;
