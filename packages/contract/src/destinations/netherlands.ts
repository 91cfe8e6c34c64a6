// Netherlands (residence permit for study, applied for by the university). See docs/destination-rules.md.
import type { TDestinationRuleInput } from '../destination-rules.ts';

const checkedOn = '2026-11-28';
/** IND: condition for a residence permit for study, income (Dutch). */
const IND_INCOME = 'https://ind.nl/Paginas/Inkomenseisen-studie.aspx';
/** IND's brochure "Coming to study in the Netherlands", as kept by a document library. */
const IND_BROCHURE = 'https://docslib.org/doc/12650560/ind-info-brochure-study-visa';

export const netherlandsRule = {
  country: 'Netherlands',
  stageNames: {
    deposit: 'Tuition fee payment',
    interview: 'Admissions interview',
    confirmation: 'Residence permit application (by the university)',
    visa: 'MVV / residence permit for study',
    preDeparture: 'Pre-departure',
  },
  confirmation: {
    shortName: 'IND application',
    name: 'Residence permit application filed by the university',
    validForMonths: null,
    companion: null,
    source: IND_BROCHURE,
    checkedOn,
    note: 'IND’s own words (“the educational institution will apply for the residence permit for you”), read in a copy of its brochure.',
  },
  visa: {
    name: 'Residence permit for study (with MVV where required)',
    applyAt: 'https://ind.nl',
    source: IND_BROCHURE,
    checkedOn,
    note: 'Read in a copy of the IND brochure: your counsellor confirms the current steps with the university.',
    checklist: [
      {
        key: 'FUNDS',
        label: 'Proof of income for study',
        detail:
          '12 times the IND study norm on an account in your name that you can freely withdraw from, or a scholarship or sponsor; every study year.',
        documentTypes: ['FUNDS_EVIDENCE'],
        source: IND_INCOME,
        checkedOn,
      },
    ],
  },
  funds: {
    currency: 'EUR',
    livingCostOptions: [{ key: 'STUDY_NORM', label: 'IND study norm', amount: null, per: 'MONTH' }],
    monthsCounted: 12,
    perDependant: null,
    includesRemainingTuition: true,
    heldForDays: null,
    howShown:
      'Money on your own account, paid to the university, a scholarship or a sponsor, shown to the university each study year.',
    source: IND_INCOME,
    checkedOn,
    note: 'Ask your counsellor: the official amount could not be confirmed. IND sets the study norm (without tuition) each 1 January; you show 12 months of it.',
  },
} satisfies TDestinationRuleInput;
