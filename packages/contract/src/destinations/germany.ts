// Germany (national visa for study). Figures as read on the pages below; see docs/destination-rules.md.
import type { TDestinationRuleInput } from '../destination-rules.ts';

const checkedOn = '2026-11-28';
const BLOCKED_ACCOUNT =
  'https://www.auswaertiges-amt.de/de/service/visa-und-aufenthalt/nationale-visa/visa-schule-studium-sprachkurs/sperrkonto';
/** The German missions in India's student visa checklist. */
const MISSIONS_INDIA = 'https://india.diplo.de/in-en/service/-/2539338';
/** The Academic Evaluation Centre (APS) of the German Embassy in New Delhi. */
const APS_INDIA = 'https://aps-india.de/faqs/';
const HEALTH_PAGE = 'https://westwayconsultants.pk/germany-vfs-checklist';

export const germanyRule = {
  country: 'Germany',
  stageNames: {
    deposit: 'Semester fee / tuition deposit',
    interview: 'Admissions interview',
    confirmation: 'Admission letter (Zulassung)',
    visa: 'National visa for study',
    preDeparture: 'Pre-departure',
  },
  confirmation: {
    shortName: 'Zulassung',
    name: 'Admission letter (Zulassungsbescheid)',
    validForMonths: null,
    companion: null,
    source: MISSIONS_INDIA,
    checkedOn,
  },
  visa: {
    name: 'National visa for study',
    applyAt: MISSIONS_INDIA,
    source: MISSIONS_INDIA,
    checkedOn,
    checklist: [
      {
        key: 'PASSPORT',
        label: 'Valid passport',
        detail:
          'Issued within the last 10 years, valid for at least another year, with at least two empty pages.',
        documentTypes: ['PASSPORT'],
        source: MISSIONS_INDIA,
        checkedOn,
      },
      {
        key: 'ADMISSION',
        label: 'Proof of admission',
        detail: 'The admission letter from the university, including the language of instruction.',
        documentTypes: ['ENROLMENT_CONFIRMATION'],
        source: MISSIONS_INDIA,
        checkedOn,
      },
      {
        key: 'APS',
        label: 'APS certificate',
        detail: 'Indian applicants need an original APS certificate for the student visa application.',
        documentTypes: ['APS_CERTIFICATE'],
        conditional: true,
        source: APS_INDIA,
        checkedOn,
      },
      {
        key: 'BLOCKED_ACCOUNT',
        label: 'Blocked account (Sperrkonto)',
        detail:
          'Opened and funded before the visa application: EUR 11,904 for the first year, of which EUR 992 a month is released.',
        documentTypes: ['BLOCKED_ACCOUNT_CONFIRMATION', 'FUNDS_EVIDENCE'],
        source: BLOCKED_ACCOUNT,
        checkedOn,
      },
      {
        key: 'LANGUAGE',
        label: 'Language certificate',
        detail:
          'In the language of instruction, as a rule at least B2, unless the admission letter says your skills were tested.',
        // Agencies copying the missions' list say PTE and Duolingo are not accepted, so only these two count here.
        documentTypes: ['IELTS', 'TOEFL'],
        source: MISSIONS_INDIA,
        checkedOn,
      },
      {
        key: 'HEALTH_INSURANCE',
        label: 'Travel health insurance',
        detail: 'From arrival until you enrol at the university (about 3 months).',
        documentTypes: ['HEALTH_COVER'],
        source: HEALTH_PAGE,
        checkedOn,
        note: 'Read on a copy of the missions’ checklist kept by an agency, not on diplo.de: your counsellor confirms it.',
      },
    ],
  },
  funds: {
    currency: 'EUR',
    livingCostOptions: [{ key: 'STUDENT', label: 'Student', amount: 992, per: 'MONTH' }],
    monthsCounted: 12,
    perDependant: null,
    includesRemainingTuition: false,
    heldForDays: null,
    howShown:
      'A blocked account funded before the visa application (or a scholarship or a formal obligation letter).',
    source: BLOCKED_ACCOUNT,
    checkedOn,
    note: 'The Federal Foreign Office page dated 26 July 2024 gives EUR 11,904 a year from 1 January 2025; ask your counsellor whether it has changed for 2026.',
  },
} satisfies TDestinationRuleInput;
