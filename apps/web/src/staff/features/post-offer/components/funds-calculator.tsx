import { Anchor, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  calculateFunds,
  type TDestinationRule,
  type TJourneyDocumentRef,
  type TPostOfferJourney,
  ZFundsInputsBody,
} from '@portal/contract';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { studentDocumentsQuery } from '../../../../lib/api/get-student-documents.ts';
import type { TPostOfferTarget } from '../api/use-post-offer-write.ts';
import { useSaveFunds } from '../api/visa-funds.ts';
import { dateOrNull, formatMoney, useStageForm, wholeNumberOf } from '../form-kit.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { documentTypeLabel } from './journey-document.tsx';
import { StageForm } from './stage-form.tsx';

type TProps = { target: TPostOfferTarget; journey: TPostOfferJourney; rule: TDestinationRule };
type TEvidence = Pick<TJourneyDocumentRef, 'id' | 'type' | 'name'>;

const RATE = /^\d{1,5}(\.\d{1,4})?$/;

/** Every document the student has that can be shown as evidence: the profile's and the journey's, once each. */
function evidenceChoices(journey: TPostOfferJourney, profileDocuments: readonly TEvidence[]): TEvidence[] {
  const all = [
    ...journey.visa.checklist.flatMap((item) => (item.document ? [item.document] : [])),
    ...(journey.visa.funds?.evidence ?? []),
    ...profileDocuments,
  ];
  return all.filter((document, index) => all.findIndex((other) => other.id === document.id) === index);
}

/**
 * The funds calculator: where the student lives, dependants, months and the rupee rate; the figures follow
 * as they are typed (calculateFunds from the contract, the same the server keeps), with the rule's "as of"
 * date and source. The counsellor attaches evidence from the student's documents and saves.
 */
export function FundsCalculator({ target, journey, rule }: TProps) {
  const figuresId = useId();
  const { funds: fundsRule } = rule;
  const saved = journey.visa.funds;
  const [livingOptionKey, setOption] = useState(
    saved?.livingOptionKey ?? fundsRule.livingCostOptions[0]?.key ?? '',
  );
  const [dependants, setDependants] = useState(String(saved?.dependants ?? 0));
  const [months, setMonths] = useState(saved?.months === null || !saved ? '' : String(saved.months));
  const [inrRate, setInrRate] = useState(saved?.inrRate ?? '');
  const [inrRateOn, setInrRateOn] = useState(saved?.inrRateOn ?? '');
  const [evidence, setEvidence] = useState<string[]>((saved?.evidence ?? []).map((item) => String(item.id)));
  const documents = useQuery(studentDocumentsQuery(target.studentId));
  const save = useSaveFunds(target);
  const form = useStageForm(ZFundsInputsBody, save, (body) => body);

  const depositPaid =
    journey.deposit.status === 'VERIFIED' && journey.deposit.currency === fundsRule.currency
      ? (journey.deposit.paidAmount ?? 0)
      : 0;
  const typedMonths = months.trim() === '' ? null : wholeNumberOf(months);
  const input = {
    livingOptionKey,
    dependants: wholeNumberOf(dependants),
    months: typedMonths,
    inrRate: inrRate.trim() === '' ? null : inrRate.trim(),
    inrRateOn: dateOrNull(inrRateOn),
    evidenceDocumentIds: evidence.map(Number),
  };
  const live = calculateFunds(
    fundsRule,
    {
      livingOptionKey,
      dependants: Number.isNaN(input.dependants) ? 0 : input.dependants,
      months: typedMonths !== null && typedMonths >= 1 ? typedMonths : null,
      inrRate:
        input.inrRate !== null && RATE.test(input.inrRate) && Number(input.inrRate) > 0
          ? input.inrRate
          : null,
    },
    { firstYearFee: journey.courseFee, depositPaid },
  );
  const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, fundsRule.currency));
  const choices = evidenceChoices(journey, documents.data ?? []);

  return (
    <StageForm
      form={form}
      input={input}
      title={TEXTS.fundsTitle}
      action={TEXTS.saveFunds}
      button={{ variant: 'default' }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label={TEXTS.livingOption}
          data={fundsRule.livingCostOptions.map((option) => ({ value: option.key, label: option.label }))}
          value={livingOptionKey}
          onChange={(event) => setOption(event.currentTarget.value)}
          error={form.errors.livingOptionKey}
          w={240}
        />
        <TextInput
          label={TEXTS.dependants}
          inputMode="numeric"
          autoComplete="off"
          value={dependants}
          onChange={(event) => setDependants(event.currentTarget.value)}
          error={form.errors.dependants}
          w={120}
        />
        {fundsRule.monthsCounted !== null && (
          <TextInput
            label={TEXTS.months(fundsRule.monthsCounted)}
            inputMode="numeric"
            autoComplete="off"
            placeholder={String(fundsRule.monthsCounted)}
            value={months}
            onChange={(event) => setMonths(event.currentTarget.value)}
            error={form.errors.months}
            w={240}
          />
        )}
        <TextInput
          label={TEXTS.inrRate(fundsRule.currency)}
          inputMode="decimal"
          autoComplete="off"
          value={inrRate}
          onChange={(event) => setInrRate(event.currentTarget.value)}
          error={form.errors.inrRate}
          w={170}
        />
        <TextInput
          type="date"
          label={TEXTS.inrRateOn}
          required={inrRate.trim() !== ''}
          value={inrRateOn}
          onChange={(event) => setInrRateOn(event.currentTarget.value)}
          error={form.errors.inrRateOn}
          w={180}
        />
      </Group>
      <section aria-labelledby={figuresId} className="post-offer__figures" aria-live="polite">
        <Text id={figuresId} size="sm" fw={700}>
          {TEXTS.figuresTitle}
        </Text>
        <dl>
          <div>
            <dt>{TEXTS.remainingTuition}</dt>
            <dd>{money(live?.remainingTuition ?? null)}</dd>
          </div>
          <div>
            <dt>{TEXTS.livingCosts}</dt>
            <dd>{money(live?.livingCosts ?? null)}</dd>
          </div>
          <div>
            <dt>{TEXTS.dependantCosts}</dt>
            <dd>{money(live?.dependantCosts ?? null)}</dd>
          </div>
          <div className="post-offer__total">
            <dt>{TEXTS.total}</dt>
            <dd>{money(live?.total ?? null)}</dd>
          </div>
          <div>
            <dt>{TEXTS.totalInr}</dt>
            <dd>{live?.totalInr == null ? TEXTS.noRate : formatMoney(live.totalInr, 'INR')}</dd>
          </div>
        </dl>
        <Text size="sm">
          {fundsRule.heldForDays === null ? TEXTS.noHeldRule : TEXTS.heldFor(fundsRule.heldForDays)}
        </Text>
        {live?.unknownAmountNote && <Text size="sm">{live.unknownAmountNote}</Text>}
        <Text size="xs" c="dimmed">
          {TEXTS.asOf(fundsRule.checkedOn)} ·{' '}
          <Anchor href={fundsRule.source} target="_blank" rel="noreferrer" size="xs">
            {TEXTS.source}
          </Anchor>
          {fundsRule.note && ` · ${fundsRule.note}`}
        </Text>
      </section>
      <Checkbox.Group
        label={TEXTS.evidence}
        value={evidence}
        onChange={setEvidence}
        error={form.errors.evidenceDocumentIds}
      >
        {choices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {TEXTS.noEvidence}
          </Text>
        ) : (
          <Stack gap={4} mt={4}>
            {choices.map((document) => (
              <Checkbox
                key={document.id}
                value={String(document.id)}
                label={`${documentTypeLabel(document.type)} — ${document.name}`}
              />
            ))}
          </Stack>
        )}
      </Checkbox.Group>
    </StageForm>
  );
}
