import { Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  COUNSELLOR_CARD_LIMITS,
  formatPhoneDisplay,
  type TContactCard,
  type TContactCardBody,
  type TPhotoContentType,
  type TStaffMe,
  type TWorkDay,
  WORK_DAYS,
  ZContactCardBody,
} from '@portal/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { CounsellorCardView } from '../../../../components/counsellor/counsellor-card-view.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../../../lib/api-error.ts';
import { useSaveContactCard } from '../api/save-contact-card.ts';
import { DAY_LABELS, CONTACT_CARD_TEXTS as TEXTS } from '../contact-card-texts.ts';
import { previewOf, type TContactCardDraft } from '../preview-of.ts';
import { PhotoField } from './photo-field.tsx';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';

type TField =
  | 'displayPhone'
  | 'whatsappNumber'
  | 'workingDays'
  | 'hoursFrom'
  | 'hoursTo'
  | 'meetingLink'
  | 'photo';
type TFieldErrors = Partial<Record<TField, string>>;

/** Every half hour of the day, '00:00' … '23:30' (the hours' 30-minute steps). */
const TIMES = Array.from({ length: (24 * 60) / COUNSELLOR_CARD_LIMITS.hoursStepMinutes }, (_, i) => {
  const minutes = i * COUNSELLOR_CARD_LIMITS.hoursStepMinutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
const TIME_OPTIONS = [
  { value: '', label: TEXTS.noTime },
  ...TIMES.map((time) => ({ value: time, label: time })),
];

/** The first message per field of a failed parse or a 400's `errors[]` ('workingDays.1' → workingDays). */
function byField(issues: readonly { path: string; message: string }[]): TFieldErrors {
  const found: TFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] as TField;
    found[field] ??= issue.message;
  }
  return found;
}

const draftOf = (card: TContactCard): TContactCardDraft => ({
  showSignInNumber: card.showSignInNumber,
  displayPhone: card.displayPhone ?? '',
  whatsappNumber: card.whatsappNumber ?? '',
  workingDays: card.workingDays,
  hoursFrom: card.hoursFrom ?? '',
  hoursTo: card.hoursTo ?? '',
  meetingLink: card.meetingLink ?? '',
  photoUrl: card.photoUrl,
});

export type TContactCardFormProps = {
  card: TContactCard;
  me: TStaffMe;
  /** The clock the preview's "available now" is judged by. */
  now?: () => Date;
};

/**
 * The card's fields beside a live preview of what students see. Checked with the contract's rule before
 * sending (its messages at the fields); a 400's `errors[]` shows at the fields it names.
 */
export function ContactCardForm({ card, me, now = () => new Date() }: TContactCardFormProps) {
  const titleId = useId();
  const save = useSaveContactCard();
  const [draft, setDraft] = useState(() => draftOf(card));
  const [photo, setPhoto] = useState<
    { contentType: TPhotoContentType; base64String: string } | null | undefined
  >();
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const isSending = useRef(false);
  const set = <K extends keyof TContactCardDraft>(key: K, value: TContactCardDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSending.current) return;
    setFailure(null);
    const body: TContactCardBody = {
      showSignInNumber: draft.showSignInNumber,
      displayPhone: draft.showSignInNumber ? null : draft.displayPhone.trim() || null,
      whatsappNumber: draft.whatsappNumber.trim() || null,
      workingDays: WORK_DAYS.filter((day) => draft.workingDays.includes(day)),
      hoursFrom: draft.hoursFrom || null,
      hoursTo: draft.hoursTo || null,
      meetingLink: draft.meetingLink.trim() || null,
      ...(photo === undefined ? {} : { photo }),
    };
    const parsed = ZContactCardBody.safeParse(body);
    if (!parsed.success) {
      setErrors(byField(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.join('.') }))));
      return;
    }
    setErrors({});
    isSending.current = true;
    save.mutate(body, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        setPhoto(undefined);
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (fields.length) setErrors(byField(fields));
        else setFailure(errorMessageOf(error, TEXTS.failed));
      },
      onSettled: () => {
        isSending.current = false;
      },
    });
  };

  return (
    <div className="contact-card-layout">
      <form aria-labelledby={titleId} onSubmit={submit} noValidate className="contact-card-form">
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {TEXTS.form}
          </Title>
          <Checkbox
            label={TEXTS.showSignInNumber(formatPhoneDisplay(me.mobileNumber))}
            description={TEXTS.showSignInNumberHint}
            checked={draft.showSignInNumber}
            onChange={(event) => set('showSignInNumber', event.currentTarget.checked)}
          />
          <TextInput
            label={TEXTS.displayPhone}
            description={TEXTS.displayPhoneHint}
            inputMode="tel"
            autoComplete="off"
            maxLength={COUNSELLOR_CARD_LIMITS.phoneInputMax}
            disabled={draft.showSignInNumber}
            value={draft.showSignInNumber ? '' : draft.displayPhone}
            onChange={(event) => set('displayPhone', event.currentTarget.value)}
            error={errors.displayPhone}
          />
          <TextInput
            label={TEXTS.whatsapp}
            description={TEXTS.whatsappHint}
            inputMode="tel"
            autoComplete="off"
            maxLength={COUNSELLOR_CARD_LIMITS.phoneInputMax}
            value={draft.whatsappNumber}
            onChange={(event) => set('whatsappNumber', event.currentTarget.value)}
            error={errors.whatsappNumber}
          />
          <Checkbox.Group
            label={TEXTS.days}
            value={draft.workingDays}
            onChange={(days) => set('workingDays', days as TWorkDay[])}
            error={errors.workingDays}
          >
            <Group gap="sm" mt={6}>
              {WORK_DAYS.map((day) => (
                <Checkbox key={day} value={day} label={DAY_LABELS[day]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group gap="sm" align="flex-start" grow>
            <NativeSelect
              label={TEXTS.from}
              data={TIME_OPTIONS}
              value={draft.hoursFrom}
              onChange={(event) => set('hoursFrom', event.currentTarget.value)}
              error={errors.hoursFrom}
            />
            <NativeSelect
              label={TEXTS.to}
              data={TIME_OPTIONS}
              value={draft.hoursTo}
              onChange={(event) => set('hoursTo', event.currentTarget.value)}
              error={errors.hoursTo}
            />
          </Group>
          <TextInput
            label={TEXTS.meetingLink}
            description={TEXTS.meetingLinkHint}
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={COUNSELLOR_CARD_LIMITS.meetingLinkMax}
            value={draft.meetingLink}
            onChange={(event) => set('meetingLink', event.currentTarget.value)}
            error={errors.meetingLink}
          />
          <PhotoField
            photoUrl={draft.photoUrl}
            error={errors.photo}
            onChoose={(upload) => {
              setPhoto(upload);
              set('photoUrl', `data:${upload.contentType};base64,${upload.base64String}`);
            }}
            onRemove={() => {
              setPhoto(null);
              set('photoUrl', null);
            }}
            onUnreadable={() => setErrors((current) => ({ ...current, photo: TEXTS.photoUnreadable }))}
          />
          {failure && (
            <Text role="alert" size="sm" c="var(--mantine-color-error)">
              {failure}
            </Text>
          )}
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {TEXTS.save}
          </Button>
        </Stack>
      </form>
      <Paper component="aside" aria-label={TEXTS.preview} className="contact-card-preview" p="md" radius="md">
        <Text fw={600} mb={4}>
          {TEXTS.preview}
        </Text>
        <Text size="sm" c="dimmed" mb="sm">
          {TEXTS.previewNote}
        </Text>
        <CounsellorCardView counsellor={previewOf(draft, me, now())} headingOrder={3} />
      </Paper>
    </div>
  );
}
