// UK (Student visa). Figures as read on the pages below; see docs/destination-rules.md before editing one.
import type { TDestinationRuleInput } from '../destination-rules.ts';

const checkedOn = '2026-11-28';
const FINANCIAL_EVIDENCE =
  'https://gov.uk/guidance/financial-evidence-for-student-and-child-student-route-applicants';
const APPENDIX_C_FUNDS =
  'https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-c-maintenance-funds';
const CASEWORKER_GUIDANCE =
  'https://www.gov.uk/government/publications/points-based-system-student-route/student-and-child-student-accessible';
/** A licensed student sponsor's page: the Home Office's own wording on these points was not reachable. */
const SPONSOR_VISA_DOCUMENTS =
  'https://www.bradford.ac.uk/international/visa-support/student-visas/documents-for-visa-application/';
const SPONSOR_CAS = 'https://herts.ac.uk/international/coming-to-the-uk/visa-application/student-visa';
const SPONSOR_TB =
  'https://www.rgu.ac.uk/study/international-students/visa-information/tb-certificate-and-differentiation-arrangements';
const SPONSOR_IHS = 'https://www.uwe.ac.uk/courses/international-study/visas/immigration-health-surcharge';
const NOT_GOV_UK =
  'Read on a UK university (licensed sponsor) page, not on GOV.UK: your counsellor confirms it.';

export const ukRule = {
  country: 'UK',
  stageNames: {
    deposit: 'Tuition deposit',
    interview: 'Pre-CAS / credibility interview',
    confirmation: 'CAS',
    visa: 'Student visa',
    preDeparture: 'Pre-departure',
  },
  confirmation: {
    shortName: 'CAS',
    name: 'Confirmation of Acceptance for Studies',
    validForMonths: 6,
    companion: null,
    source: SPONSOR_CAS,
    checkedOn,
    note: NOT_GOV_UK,
  },
  visa: {
    name: 'Student visa',
    applyAt: 'https://www.gov.uk/student-visa',
    source: CASEWORKER_GUIDANCE,
    checkedOn,
    checklist: [
      {
        key: 'PASSPORT',
        label: 'Current passport',
        detail: 'The passport you will travel on.',
        documentTypes: ['PASSPORT'],
        source: SPONSOR_VISA_DOCUMENTS,
        checkedOn,
        note: NOT_GOV_UK,
      },
      {
        key: 'CAS',
        label: 'CAS reference number',
        detail: 'Your university sends it after the offer; it shows your course fees and what you have paid.',
        documentTypes: ['ENROLMENT_CONFIRMATION'],
        source: FINANCIAL_EVIDENCE,
        checkedOn,
      },
      {
        key: 'FUNDS',
        label: 'Evidence of funds',
        detail:
          'Course fees still to pay plus living costs, held for 28 consecutive days; the 28-day period must end within 31 days of your application.',
        documentTypes: ['FUNDS_EVIDENCE'],
        source: APPENDIX_C_FUNDS,
        checkedOn,
        note: 'The 28 consecutive days were read in the Immigration Rules (Appendix C); the 31-day window on a GOV.UK page copy without an address.',
      },
      {
        key: 'TUITION_RECEIPT',
        label: 'Tuition deposit receipt',
        detail: 'What you have paid to the university is taken off the course fees you must show.',
        documentTypes: ['TUITION_DEPOSIT_RECEIPT'],
        source: FINANCIAL_EVIDENCE,
        checkedOn,
      },
      {
        key: 'LANGUAGE',
        label: 'English language certificate',
        detail:
          'Only when your CAS says so: the university usually assesses your English before issuing the CAS.',
        documentTypes: ['IELTS', 'TOEFL', 'PTE', 'DUOLINGO'],
        conditional: true,
        source: SPONSOR_VISA_DOCUMENTS,
        checkedOn,
        note: NOT_GOV_UK,
      },
      {
        key: 'TB_TEST',
        label: 'Tuberculosis test certificate',
        detail:
          'Applicants living in India need a TB certificate from a Home Office approved clinic; it is valid for 6 months.',
        documentTypes: ['TB_TEST_CERTIFICATE'],
        conditional: true,
        source: SPONSOR_TB,
        checkedOn,
        note: NOT_GOV_UK,
      },
      {
        key: 'IHS',
        label: 'Immigration Health Surcharge (IHS)',
        detail:
          'Paid during the online application, for every year of your visa; keep the payment reference.',
        documentTypes: ['HEALTH_COVER'],
        source: SPONSOR_IHS,
        checkedOn,
        note: NOT_GOV_UK,
      },
    ],
  },
  funds: {
    currency: 'GBP',
    livingCostOptions: [
      {
        key: 'LONDON',
        label: 'Studying in London',
        amount: 1483,
        per: 'MONTH',
        perDependant: { amount: 845, per: 'MONTH' },
      },
      {
        key: 'OUTSIDE_LONDON',
        label: 'Studying outside London',
        amount: 1136,
        per: 'MONTH',
        perDependant: { amount: 680, per: 'MONTH' },
      },
    ],
    monthsCounted: 9,
    perDependant: null,
    includesRemainingTuition: true,
    heldForDays: 28,
    howShown:
      'Bank statements (yours or a parent’s), an education loan letter or an official sponsorship letter.',
    source: FINANCIAL_EVIDENCE,
    checkedOn,
    note: 'These are the amounts on the newest GOV.UK page we could read (in force from 2 January 2025). Higher amounts (£1,529 in London, £1,171 outside) are reported from 11 November 2025: ask your counsellor which apply before you prepare your statement. The 28 consecutive days are from the Immigration Rules, Appendix C.',
  },
} satisfies TDestinationRuleInput;
