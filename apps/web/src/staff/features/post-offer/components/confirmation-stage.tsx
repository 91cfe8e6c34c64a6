import { Group, Stack, Text, TextInput } from '@mantine/core';
import {
  POST_OFFER_MESSAGES as M,
  type TDestinationRule,
  type TPostOfferJourney,
  ZConfirmationBody,
} from '@portal/contract';
import { useState } from 'react';
import { useRecordConfirmation } from '../api/confirmation-record.ts';
import type { TPostOfferTarget } from '../api/use-post-offer-write.ts';
import { addMonths, dateOrNull, type TFieldErrors, useStageForm } from '../form-kit.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { JourneyDocument } from './journey-document.tsx';
import { NoteField, StageForm } from './stage-form.tsx';

type TProps = { target: TPostOfferTarget; journey: TPostOfferJourney; rule: TDestinationRule };

/**
 * CAS / LOA / CoE by destination: the student's letter, then its number, issue date and expiry (filled in
 * from the rule's validity until the counsellor changes it). Disabled, with the reason, until the letter is in.
 */
export function ConfirmationStage({ target, journey, rule }: TProps) {
  const { confirmation } = journey;
  const { shortName, validForMonths } = rule.confirmation;
  const [reference, setReference] = useState(confirmation.reference);
  const [issuedOn, setIssuedOn] = useState(confirmation.issuedOn ?? '');
  const [expiresOn, setExpiresOn] = useState(confirmation.expiresOn ?? '');
  const [isExpiryTyped, setExpiryTyped] = useState(confirmation.expiresOn !== null);
  const [note, setNote] = useState(confirmation.note);
  const save = useRecordConfirmation(target);
  const form = useStageForm(ZConfirmationBody, save, (body) => body, {
    check: (body): TFieldErrors =>
      body.expiresOn !== null && body.expiresOn <= body.issuedOn
        ? { expiresOn: M.confirmationExpiryBeforeIssue }
        : {},
  });
  const letter = confirmation.letter;
  const blocked = !letter || letter.status === 'REJECTED' ? M.confirmationLetterMissing(shortName) : null;
  const onIssued = (value: string) => {
    setIssuedOn(value);
    if (!isExpiryTyped && validForMonths !== null) setExpiresOn(addMonths(value, validForMonths));
  };
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {TEXTS.letter(shortName)}
        </Text>
        {letter ? (
          <JourneyDocument studentId={target.studentId} document={letter} label={TEXTS.letter(shortName)} />
        ) : (
          <Text size="sm" c="dimmed">
            {TEXTS.notUploaded}
          </Text>
        )}
      </Group>
      {confirmation.status === 'ISSUED' && (
        <Text size="sm" fw={600}>
          {TEXTS.issued(shortName, confirmation.reference)}
        </Text>
      )}
      <StageForm
        form={form}
        input={{ reference, issuedOn, expiresOn: dateOrNull(expiresOn), note }}
        label={TEXTS.saveConfirmation(shortName)}
        blocked={blocked}
        action={TEXTS.saveConfirmation(shortName)}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={TEXTS.reference(shortName)}
            required
            autoComplete="off"
            disabled={blocked !== null}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            error={form.errors.reference}
            w={220}
          />
          <TextInput
            type="date"
            label={TEXTS.issuedOn}
            required
            disabled={blocked !== null}
            value={issuedOn}
            onChange={(event) => onIssued(event.currentTarget.value)}
            error={form.errors.issuedOn}
            w={180}
          />
          <TextInput
            type="date"
            label={TEXTS.expiresOn}
            description={validForMonths === null ? undefined : TEXTS.expiresHint(validForMonths)}
            disabled={blocked !== null}
            value={expiresOn}
            onChange={(event) => {
              setExpiryTyped(true);
              setExpiresOn(event.currentTarget.value);
            }}
            error={form.errors.expiresOn}
            w={220}
          />
          <NoteField
            disabled={blocked !== null}
            value={note}
            onChange={setNote}
            error={form.errors.note}
            miw={200}
          />
        </Group>
      </StageForm>
    </Stack>
  );
}
