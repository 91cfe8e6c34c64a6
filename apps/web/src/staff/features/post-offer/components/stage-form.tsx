import { Button, type ButtonProps, Stack, TextInput, type TextInputProps, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { BlockedReason, ServerRefusal } from './server-refusal.tsx';

type TStageForm = {
  submit: (input: unknown) => (event: React.FormEvent) => void;
  isBusy: boolean;
  error: Error | null;
};

type TProps = {
  /** What useStageForm returned, and what to send when the button is pressed. */
  form: TStageForm;
  input: unknown;
  /** A heading naming the form; without one, `label` names it for assistive technology only. */
  title?: string;
  label?: string;
  /** Why the form cannot be sent yet: said above the fields, and it disables the button. */
  blocked?: string | null;
  /** The button's text; null shows no button. */
  action: string | null;
  button?: Pick<ButtonProps, 'variant' | 'color'>;
  children: ReactNode;
};

/**
 * A stage's form: its heading, the reason it is blocked, the fields, what the server said when it refused,
 * and one submit button that stays busy while the request runs and says why it is disabled.
 */
export function StageForm({ form, input, title, label, blocked = null, action, button, children }: TProps) {
  const titleId = useId();
  const reasonId = useId();
  return (
    <form
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      noValidate
      onSubmit={form.submit(input)}
    >
      <Stack gap="xs">
        {title && (
          <Title order={5} size="h6" id={titleId}>
            {title}
          </Title>
        )}
        <BlockedReason id={reasonId} reason={blocked} />
        {children}
        <ServerRefusal error={form.error} />
        {action !== null && (
          <Button
            type="submit"
            loading={form.isBusy}
            disabled={blocked !== null}
            aria-describedby={blocked ? reasonId : undefined}
            style={{ alignSelf: 'flex-start' }}
            {...button}
          >
            {action}
          </Button>
        )}
      </Stack>
    </form>
  );
}

type TNoteProps = Pick<TextInputProps, 'disabled' | 'error' | 'miw' | 'maw'> & {
  value: string;
  onChange: (value: string) => void;
};

/** The optional note a stage's record keeps (deposit, confirmation, visa lodged, pre-departure). */
export function NoteField({ value, onChange, ...props }: TNoteProps) {
  return (
    <TextInput
      label={TEXTS.note}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}
