import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CURRENCIES,
  DESTINATION_RULES,
  dependantAmountOf,
  destinationRuleOf,
  type TDestinationRule,
  ZDestinationRule,
} from '../src/index.ts';

/** Government sites (and the German Embassy's APS centre) whose pages count as official for a figure. */
const OFFICIAL_DOMAINS = [
  'gov.uk',
  'canada.ca',
  'homeaffairs.gov.au',
  'legislation.gov.au',
  'auswaertiges-amt.de',
  'diplo.de',
  'make-it-in-germany.com',
  'aps-india.de',
  'ind.nl',
  'mfa.gov.hu',
  'oif.gov.hu',
  'enterhungary.gov.hu',
  'ec.europa.eu',
];

function isOfficial(address: string): boolean {
  const host = new URL(address).hostname.toLowerCase();
  return OFFICIAL_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

interface Sourced {
  where: string;
  source: string;
  checkedOn: string;
  note?: string;
}

function sourcedParts(rule: TDestinationRule): Sourced[] {
  return [
    { where: 'confirmation', ...rule.confirmation },
    { where: 'visa', ...rule.visa },
    { where: 'funds', ...rule.funds },
    ...rule.visa.checklist.map((item) => ({ where: `checklist ${item.key}`, ...item })),
  ];
}

const ALL = COUNTRIES.flatMap((country) =>
  sourcedParts(destinationRuleOf(country)).map((part) => ({ country, ...part })),
);

describe('destination rules', () => {
  it('has one rule for every catalogue country, for that country', () => {
    expect(Object.keys(DESTINATION_RULES).sort()).toEqual([...COUNTRIES].sort());
    for (const country of COUNTRIES) expect(destinationRuleOf(country).country).toBe(country);
  });

  it('states the funds in the currency the catalogue uses for that country (Australia in AUD)', () => {
    for (const country of COUNTRIES) {
      const expected = country === 'Australia' ? 'AUD' : COUNTRY_CURRENCIES[country];
      expect(destinationRuleOf(country).funds.currency, country).toBe(expected);
    }
  });

  it.each(ALL)('$country $where cites an https page, official or said not to be', (part) => {
    expect(new URL(part.source).protocol).toBe('https:');
    if (!isOfficial(part.source)) expect(part.note, `${part.source} is not official`).toBeTruthy();
  });

  it('takes every funds figure from an official page', () => {
    for (const country of COUNTRIES) {
      expect(isOfficial(destinationRuleOf(country).funds.source), country).toBe(true);
    }
  });

  it.each(ALL)('$country $where was checked on a real day, not in the future', ({ checkedOn }) => {
    const day = new Date(`${checkedOn}T00:00:00Z`);
    expect(day.toISOString().slice(0, 10)).toBe(checkedOn);
    expect(day.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('has only positive figures, and a note wherever an amount is unknown', () => {
    for (const country of COUNTRIES) {
      const { funds, confirmation } = destinationRuleOf(country);
      for (const option of funds.livingCostOptions) {
        if (option.amount === null) expect(funds.note, country).toMatch(/ask your counsellor/i);
        else expect(option.amount).toBeGreaterThan(0);
        if (option.perDependant) expect(option.perDependant.amount).toBeGreaterThan(0);
      }
      for (const n of [funds.monthsCounted, funds.heldForDays, confirmation.validForMonths]) {
        if (n !== null) expect(n).toBeGreaterThan(0);
      }
    }
  });

  it('asks each destination for the confirmation of enrolment and evidence of funds', () => {
    for (const country of COUNTRIES) {
      const types = destinationRuleOf(country).visa.checklist.flatMap((item) => item.documentTypes);
      expect(types, country).toContain('FUNDS_EVIDENCE');
    }
    for (const country of ['UK', 'Canada', 'Germany', 'Australia', 'Hungary'] as const) {
      const types = destinationRuleOf(country).visa.checklist.flatMap((item) => item.documentTypes);
      expect(types, country).toContain('ENROLMENT_CONFIRMATION');
    }
  });

  it('lets a UK CAS be used for 6 months', () => {
    expect(destinationRuleOf('UK').confirmation).toMatchObject({ shortName: 'CAS', validForMonths: 6 });
  });

  it.each([
    { country: 'UK', option: 'LONDON', amount: 1483, per: 'MONTH', months: 9, held: 28, dependant: 845 },
    {
      country: 'UK',
      option: 'OUTSIDE_LONDON',
      amount: 1136,
      per: 'MONTH',
      months: 9,
      held: 28,
      dependant: 680,
    },
    {
      country: 'Canada',
      option: 'OUTSIDE_QUEBEC',
      amount: 22895,
      per: 'YEAR',
      months: null,
      held: null,
      dependant: null,
    },
    {
      country: 'Australia',
      option: 'STUDENT',
      amount: 29710,
      per: 'YEAR',
      months: null,
      held: null,
      dependant: null,
    },
    {
      country: 'Germany',
      option: 'STUDENT',
      amount: 992,
      per: 'MONTH',
      months: 12,
      held: null,
      dependant: null,
    },
    {
      country: 'Netherlands',
      option: 'STUDY_NORM',
      amount: null,
      per: 'MONTH',
      months: 12,
      held: null,
      dependant: null,
    },
    {
      country: 'Hungary',
      option: 'STUDENT',
      amount: null,
      per: 'YEAR',
      months: null,
      held: null,
      dependant: null,
    },
  ] as const)(
    '$country $option: $amount per $per',
    ({ country, option, amount, per, months, held, dependant }) => {
      const { funds } = destinationRuleOf(country);
      expect(funds.livingCostOptions.find((o) => o.key === option)).toMatchObject({ amount, per });
      expect(funds.monthsCounted).toBe(months);
      expect(funds.heldForDays).toBe(held);
      expect(dependantAmountOf(funds, option)?.amount ?? null).toBe(dependant);
    },
  );

  it('asks for the country-specific items: blocked account and APS, GIC and PAL, TB test and IHS', () => {
    const keys = (country: (typeof COUNTRIES)[number]) =>
      destinationRuleOf(country).visa.checklist.map((item) => item.key);
    expect(keys('Germany')).toEqual(expect.arrayContaining(['BLOCKED_ACCOUNT', 'APS']));
    expect(keys('Canada')).toEqual(expect.arrayContaining(['GIC', 'PAL']));
    expect(keys('UK')).toEqual(expect.arrayContaining(['TB_TEST', 'IHS']));
    expect(keys('Australia')).toContain('OSHC');
    expect(destinationRuleOf('Canada').confirmation.companion).toMatch(/provincial attestation letter/i);
  });

  it('refuses a rule whose unknown amount carries no note', () => {
    const hungary = destinationRuleOf('Hungary');
    const withoutNote = { ...hungary, funds: { ...hungary.funds, note: undefined } };
    expect(ZDestinationRule.safeParse(withoutNote).success).toBe(false);
  });
});
