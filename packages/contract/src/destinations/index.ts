// The destinations' rules, checked against ZDestinationRule when this module loads so a bad edit fails at once.
import { COUNTRIES } from '../constants.ts';
import {
  type TDestinationRule,
  type TDestinationRuleInput,
  type TFundsRule,
  type TPeriodAmount,
  ZDestinationRule,
} from '../destination-rules.ts';
import type { TCountry } from '../enums.ts';
import { australiaRule } from './australia.ts';
import { canadaRule } from './canada.ts';
import { germanyRule } from './germany.ts';
import { hungaryRule } from './hungary.ts';
import { netherlandsRule } from './netherlands.ts';
import { ukRule } from './uk.ts';

const INPUTS: Record<TCountry, TDestinationRuleInput> = {
  UK: ukRule,
  Canada: canadaRule,
  Hungary: hungaryRule,
  Germany: germanyRule,
  Australia: australiaRule,
  Netherlands: netherlandsRule,
};

function parseRules(): Record<TCountry, TDestinationRule> {
  const parsed = {} as Record<TCountry, TDestinationRule>;
  for (const country of COUNTRIES) {
    const rule = ZDestinationRule.parse(INPUTS[country]);
    if (rule.country !== country) throw new Error(`the ${country} rule says it is for ${rule.country}`);
    parsed[country] = rule;
  }
  return parsed;
}

export const DESTINATION_RULES: Record<TCountry, TDestinationRule> = parseRules();

export function destinationRuleOf(country: TCountry): TDestinationRule {
  return DESTINATION_RULES[country];
}

/** What each dependant adds where the student lives: the place's own amount, else the rule's, else nothing known. */
export function dependantAmountOf(funds: TFundsRule, optionKey: string): TPeriodAmount | null {
  const option = funds.livingCostOptions.find((candidate) => candidate.key === optionKey);
  return option?.perDependant ?? funds.perDependant;
}
