// Australia (Student visa, subclass 500). Figures as read on the pages below; see docs/destination-rules.md.
import type { TDestinationRuleInput } from '../destination-rules.ts';

const checkedOn = '2026-11-28';
/** LIN 24/042, the instrument that set the living costs from 10 May 2024 (Federal Register of Legislation). */
const LIN_24_042 =
  'https://legislation.gov.au/F2024L00529/asmade/2024-05-09/text/original/epub/OEBPS/document_1/document_1.html';
/** Secondary pages: immi.homeaffairs.gov.au itself was not reachable through the search tool. */
const COE_PAGE = 'https://allianzassistancehealth.com.au/en/living-in-australia/student-visas-australia/';
const OSHC_PAGE = 'https://bridgepointmigration.com/?p=48';
const NOT_HOME_AFFAIRS =
  'Read on a secondary page, not on immi.homeaffairs.gov.au: your counsellor confirms it.';

export const australiaRule = {
  country: 'Australia',
  stageNames: {
    deposit: 'Tuition deposit',
    interview: 'Genuine Student interview',
    confirmation: 'CoE',
    visa: 'Student visa (subclass 500)',
    preDeparture: 'Pre-departure',
  },
  confirmation: {
    shortName: 'CoE',
    name: 'Confirmation of Enrolment',
    validForMonths: null,
    companion: null,
    source: COE_PAGE,
    checkedOn,
    note: NOT_HOME_AFFAIRS,
  },
  visa: {
    name: 'Student visa (subclass 500)',
    applyAt: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
    source: LIN_24_042,
    checkedOn,
    checklist: [
      {
        key: 'COE',
        label: 'Confirmation of Enrolment (CoE)',
        detail: 'Include a CoE for your course with the application; a letter of offer is not accepted.',
        documentTypes: ['ENROLMENT_CONFIRMATION'],
        source: COE_PAGE,
        checkedOn,
        note: NOT_HOME_AFFAIRS,
      },
      {
        key: 'FUNDS',
        label: 'Evidence of financial capacity',
        detail:
          '12 months of living costs plus the first 12 months of course fees and travel, when Home Affairs asks for it.',
        documentTypes: ['FUNDS_EVIDENCE'],
        source: LIN_24_042,
        checkedOn,
      },
      {
        key: 'OSHC',
        label: 'Overseas Student Health Cover (OSHC)',
        detail: 'Health cover from a government-approved OSHC provider, for your stay in Australia.',
        documentTypes: ['HEALTH_COVER'],
        source: OSHC_PAGE,
        checkedOn,
        note: NOT_HOME_AFFAIRS,
      },
    ],
  },
  funds: {
    currency: 'AUD',
    livingCostOptions: [{ key: 'STUDENT', label: 'Student (12 months)', amount: 29710, per: 'YEAR' }],
    monthsCounted: null,
    perDependant: null,
    includesRemainingTuition: true,
    heldForDays: null,
    howShown:
      'Funds for 12 months (savings or a loan), or a parent’s or partner’s personal annual income of at least AUD 87,856.',
    source: LIN_24_042,
    checkedOn,
    note: 'Set from 10 May 2024 (LIN 24/042). A partner adds AUD 10,394 and each child AUD 4,449 a year: ask your counsellor when family comes with you.',
  },
} satisfies TDestinationRuleInput;
