// Canada (study permit). Figures as read on the pages below; see docs/destination-rules.md before editing one.
import type { TDestinationRuleInput } from '../destination-rules.ts';

const checkedOn = '2026-11-28';
const IRCC = 'https://www.canada.ca/en/immigration-refugees-citizenship';
const FINANCIAL_SUPPORT = `${IRCC}/services/study-canada/study-permit/get-documents/financial-support.html?wbdisable=true`;
const PAL =
  'https://www.Canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/provincial-attestation-letter.html';
const ASSESSING = `${IRCC}/corporate/publications-manuals/operational-bulletins-manuals/temporary-residents/study-permits/assessing-application.html`;

export const canadaRule = {
  country: 'Canada',
  stageNames: {
    deposit: 'Tuition deposit',
    interview: 'Admissions interview',
    confirmation: 'LOA + PAL',
    visa: 'Study permit',
    preDeparture: 'Pre-departure',
  },
  confirmation: {
    shortName: 'LOA',
    name: 'Letter of acceptance',
    validForMonths: null,
    companion: 'Provincial attestation letter (PAL)',
    source: ASSESSING,
    checkedOn,
  },
  visa: {
    name: 'Study permit',
    applyAt: `${IRCC}/services/study-canada/study-permit.html`,
    source: ASSESSING,
    checkedOn,
    checklist: [
      {
        key: 'PASSPORT',
        label: 'Valid passport',
        detail: 'The original valid passport, or a copy of its information page when applying online.',
        documentTypes: ['PASSPORT'],
        source: ASSESSING,
        checkedOn,
      },
      {
        key: 'LOA',
        label: 'Letter of acceptance',
        detail: 'From a designated learning institution; post-secondary schools are asked to confirm it.',
        documentTypes: ['ENROLMENT_CONFIRMATION'],
        source: ASSESSING,
        checkedOn,
      },
      {
        key: 'PAL',
        label: 'Provincial attestation letter',
        detail:
          'Needed by most applicants, from the province or territory where you will study; not for a master’s or doctoral programme.',
        documentTypes: ['PROVINCIAL_ATTESTATION_LETTER'],
        conditional: true,
        source: PAL,
        checkedOn,
      },
      {
        key: 'FUNDS',
        label: 'Proof of financial support',
        detail:
          'First-year tuition, living costs and travel; for example bank statements for the past 4 months, an education loan or a GIC.',
        documentTypes: ['FUNDS_EVIDENCE'],
        source: FINANCIAL_SUPPORT,
        checkedOn,
      },
      {
        key: 'TUITION_RECEIPT',
        label: 'Proof of tuition paid',
        detail: 'For a programme of more than one year, proof that the first year’s tuition is paid.',
        documentTypes: ['TUITION_DEPOSIT_RECEIPT'],
        source: FINANCIAL_SUPPORT,
        checkedOn,
      },
      {
        key: 'GIC',
        label: 'Guaranteed Investment Certificate (GIC)',
        detail: 'One way to prove living costs: a GIC from a participating Canadian financial institution.',
        documentTypes: ['GIC_CERTIFICATE'],
        conditional: true,
        source: FINANCIAL_SUPPORT,
        checkedOn,
      },
      {
        key: 'LANGUAGE',
        label: 'Language test report',
        detail:
          'Keep the test your letter of acceptance was based on: the visa office instructions for India may ask for it.',
        documentTypes: ['IELTS', 'TOEFL', 'PTE', 'DUOLINGO'],
        conditional: true,
        source: FINANCIAL_SUPPORT,
        checkedOn,
        note: 'IRCC’s general pages we read do not list a language test; check the visa office instructions with your counsellor.',
      },
      {
        key: 'BIOMETRICS',
        label: 'Biometrics',
        detail: 'Where it applies to you, the biometrics fee is paid with the application fee.',
        documentTypes: ['BIOMETRICS_APPOINTMENT'],
        source: ASSESSING,
        checkedOn,
      },
      {
        key: 'MEDICAL',
        label: 'Upfront medical examination',
        detail: 'Optional proof that a panel physician has examined you.',
        documentTypes: ['HEALTH_COVER'],
        conditional: true,
        source: ASSESSING,
        checkedOn,
      },
    ],
  },
  funds: {
    currency: 'CAD',
    livingCostOptions: [
      { key: 'OUTSIDE_QUEBEC', label: 'Outside Quebec (one person)', amount: 22895, per: 'YEAR' },
    ],
    monthsCounted: null,
    perDependant: null,
    includesRemainingTuition: true,
    heldForDays: null,
    howShown:
      'Bank statements for the past 4 months, a GIC, an education loan, proof of tuition paid or a sponsor’s letter with proof of funds.',
    source: FINANCIAL_SUPPORT,
    checkedOn,
    note: 'For applications from 1 September 2025. With family members the amount follows IRCC’s table (2 people CAD 28,502, 3 people CAD 35,040); Quebec has its own amounts: ask your counsellor.',
  },
} satisfies TDestinationRuleInput;
