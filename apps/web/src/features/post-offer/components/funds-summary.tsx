import { Stack, Text, Title } from '@mantine/core';
import type { TDestinationRule, TFundsView } from '@portal/contract';
import { useId } from 'react';
import { formatRupees } from '../../../lib/format-payment.ts';
import { formatDay, formatMoney } from '../post-offer-format.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { AsOf } from './as-of.tsx';
import { Facts } from './facts.tsx';

/** The funds the student must show (the counsellor's calculation, read-only), with its rule's source. */
export function FundsSummary({ funds, rule }: { funds: TFundsView | null; rule: TDestinationRule['funds'] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="post-offer-funds">
      <Title order={4} size="h5" id={titleId}>
        {TEXTS.funds}
      </Title>
      {funds ? <Calculation funds={funds} /> : <Text size="sm">{TEXTS.fundsNotYet}</Text>}
      <Text size="sm" mt={6}>
        <Text span c="gray.7" size="sm">
          {TEXTS.howShown}:{' '}
        </Text>
        {rule.howShown}
      </Text>
      <AsOf sourced={rule} what={TEXTS.funds} />
    </section>
  );
}

function Calculation({ funds }: { funds: TFundsView }) {
  const { calculation: sum } = funds;
  const money = (amount: number | null) => (amount === null ? null : formatMoney(amount, sum.currency));
  return (
    <Stack gap={6}>
      <Facts
        facts={[
          { label: TEXTS.remainingTuition, value: money(sum.remainingTuition) },
          { label: TEXTS.livingCosts(sum.monthsCounted), value: money(sum.livingCosts) },
          { label: TEXTS.dependantCosts, value: funds.dependants > 0 ? money(sum.dependantCosts) : null },
          { label: `${TEXTS.total} (${sum.currency})`, value: money(sum.total) },
          {
            label:
              funds.inrRate && funds.inrRateOn
                ? TEXTS.totalInr(funds.inrRate, formatDay(funds.inrRateOn))
                : '',
            value: sum.totalInr === null ? null : formatRupees(sum.totalInr),
          },
        ]}
      />
      {sum.heldForDays !== null && <Text size="sm">{TEXTS.heldFor(sum.heldForDays)}</Text>}
      {sum.unknownAmountNote && (
        <Text size="sm" c="red.9">
          {sum.unknownAmountNote}
        </Text>
      )}
      {funds.evidence.length > 0 && (
        <div>
          <Text size="sm" c="gray.7">
            {TEXTS.evidence}
          </Text>
          <ul className="post-offer-plain-list">
            {funds.evidence.map((document) => (
              <li key={document.id}>
                <Text size="sm">{document.name}</Text>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}
