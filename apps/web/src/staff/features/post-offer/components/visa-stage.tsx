import { Group, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  JOURNEY_DOCUMENT_LABELS,
  POST_OFFER_MESSAGES as M,
  type TDestinationRule,
  type TPostOfferJourney,
  VISA_STATUS_LABELS,
  ZVisaDecisionBody,
  ZVisaLodgedBody,
} from '@portal/contract';
import '@mantine/core/styles/Radio.layer.css';
import { useId, useState } from 'react';
import type { TPostOfferTarget } from '../api/use-post-offer-write.ts';
import { useRecordVisaDecision } from '../api/visa-decision.ts';
import { useRecordVisaLodged } from '../api/visa-lodged.ts';
import { dateOrNull, type TFieldErrors, useStageForm } from '../form-kit.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { ChecklistItem } from './checklist-item.tsx';
import { FundsCalculator } from './funds-calculator.tsx';
import { JourneyDocument } from './journey-document.tsx';
import { NoteField, StageForm } from './stage-form.tsx';

type TProps = { target: TPostOfferTarget; journey: TPostOfferJourney; rule: TDestinationRule };

/** Visa: the destination's checklist, the funds calculator, the application (lodged) and the decision. */
export function VisaStage({ target, journey, rule }: TProps) {
  const checklistId = useId();
  const { visa } = journey;
  return (
    <Stack gap="lg">
      <Text size="sm" fw={600}>
        {rule.visa.name}: {VISA_STATUS_LABELS[visa.status]}
      </Text>
      <section aria-labelledby={checklistId}>
        <Title order={5} size="h6" id={checklistId} mb="xs">
          {TEXTS.checklist}
        </Title>
        <ul className="post-offer__list">
          {visa.checklist.map((item) => (
            <li key={item.key}>
              <ChecklistItem target={target} item={item} />
            </li>
          ))}
        </ul>
      </section>
      <FundsCalculator target={target} journey={journey} rule={rule} />
      <LodgedForm target={target} journey={journey} rule={rule} />
      <DecisionForm target={target} journey={journey} />
    </Stack>
  );
}

function LodgedForm({ target, journey, rule }: TProps) {
  const { visa } = journey;
  const [lodgedOn, setLodgedOn] = useState(visa.lodgedOn ?? '');
  const [reference, setReference] = useState(visa.reference);
  const [biometricsOn, setBiometricsOn] = useState(visa.biometricsOn ?? '');
  const [note, setNote] = useState('');
  const save = useRecordVisaLodged(target);
  const form = useStageForm(ZVisaLodgedBody, save, (body) => body);
  const blocked =
    journey.confirmation.status !== 'ISSUED' ? M.confirmationNotIssued(rule.confirmation.shortName) : null;
  const isDecided = visa.status === 'GRANTED' || visa.status === 'REFUSED';
  const isDisabled = blocked !== null || isDecided;
  return (
    <StageForm
      form={form}
      input={{ lodgedOn, reference, biometricsOn: dateOrNull(biometricsOn), note }}
      title={TEXTS.lodgedTitle}
      blocked={blocked}
      action={isDecided ? null : TEXTS.saveLodged}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={TEXTS.lodgedOn}
          required
          disabled={isDisabled}
          value={lodgedOn}
          onChange={(event) => setLodgedOn(event.currentTarget.value)}
          error={form.errors.lodgedOn}
          w={180}
        />
        <TextInput
          label={TEXTS.visaReference}
          required
          autoComplete="off"
          disabled={isDisabled}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          error={form.errors.reference}
          w={220}
        />
        <TextInput
          type="date"
          label={TEXTS.biometricsOn}
          disabled={isDisabled}
          value={biometricsOn}
          onChange={(event) => setBiometricsOn(event.currentTarget.value)}
          error={form.errors.biometricsOn}
          w={180}
        />
        <NoteField disabled={isDisabled} value={note} onChange={setNote} error={form.errors.note} miw={200} />
      </Group>
    </StageForm>
  );
}

function DecisionForm({ target, journey }: Omit<TProps, 'rule'>) {
  const { visa } = journey;
  const [decision, setDecision] = useState<'GRANTED' | 'REFUSED'>('GRANTED');
  const [decidedOn, setDecidedOn] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [reason, setReason] = useState('');
  const [nextSteps, setNextSteps] = useState('');
  const save = useRecordVisaDecision(target);
  const form = useStageForm(ZVisaDecisionBody, save, (body) => body, {
    check: (body): TFieldErrors =>
      body.decision === 'GRANTED' && body.validUntil <= body.validFrom
        ? { validUntil: M.visaValidityOrder }
        : {},
  });
  if (visa.status === 'GRANTED' && visa.validFrom && visa.validUntil) {
    return (
      <Text size="sm" fw={600}>
        {TEXTS.grantedLine(visa.validFrom, visa.validUntil)}
      </Text>
    );
  }
  if (visa.status === 'REFUSED') {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {TEXTS.refusedLine(visa.refusalReason)}
        </Text>
        <Text size="sm">{visa.nextSteps}</Text>
      </Stack>
    );
  }
  const blocked = visa.status !== 'LODGED' ? M.visaNotLodged : null;
  const input =
    decision === 'GRANTED'
      ? { decision, decidedOn, validFrom, validUntil }
      : { decision, decidedOn, reason, nextSteps };
  return (
    <StageForm
      form={form}
      input={input}
      title={TEXTS.decisionTitle}
      blocked={blocked}
      action={TEXTS.saveDecision}
    >
      <DecisionLetter target={target} journey={journey} />
      <Radio.Group
        label={TEXTS.decision}
        value={decision}
        onChange={(value) => setDecision(value as 'GRANTED' | 'REFUSED')}
      >
        <Group gap="md" mt={4}>
          <Radio value="GRANTED" label={TEXTS.granted} disabled={blocked !== null} />
          <Radio value="REFUSED" label={TEXTS.refused} disabled={blocked !== null} />
        </Group>
      </Radio.Group>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={TEXTS.decidedOn}
          required
          disabled={blocked !== null}
          value={decidedOn}
          onChange={(event) => setDecidedOn(event.currentTarget.value)}
          error={form.errors.decidedOn}
          w={180}
        />
        {decision === 'GRANTED' && (
          <>
            <TextInput
              type="date"
              label={TEXTS.validFrom}
              required
              disabled={blocked !== null}
              value={validFrom}
              onChange={(event) => setValidFrom(event.currentTarget.value)}
              error={form.errors.validFrom}
              w={180}
            />
            <TextInput
              type="date"
              label={TEXTS.validUntil}
              required
              disabled={blocked !== null}
              value={validUntil}
              onChange={(event) => setValidUntil(event.currentTarget.value)}
              error={form.errors.validUntil}
              w={180}
            />
          </>
        )}
      </Group>
      {decision === 'REFUSED' && (
        <>
          <Textarea
            label={TEXTS.refusalReason}
            required
            rows={2}
            disabled={blocked !== null}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={form.errors.reason}
          />
          <Textarea
            label={TEXTS.nextSteps}
            required
            rows={2}
            disabled={blocked !== null}
            value={nextSteps}
            onChange={(event) => setNextSteps(event.currentTarget.value)}
            error={form.errors.nextSteps}
          />
        </>
      )}
    </StageForm>
  );
}

/** The embassy's letter the student uploaded (a grant is recorded only with it), to open before deciding. */
function DecisionLetter({ target, journey }: Omit<TProps, 'rule'>) {
  const label = JOURNEY_DOCUMENT_LABELS.VISA_DECISION;
  const letter = journey.visa.decisionLetter;
  return (
    <Group gap="xs">
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {letter ? (
        <JourneyDocument studentId={target.studentId} document={letter} label={label} />
      ) : (
        <Text size="sm" c="dimmed">
          {TEXTS.notUploaded}
        </Text>
      )}
    </Group>
  );
}
