import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  NOTIFICATION_PREFERENCE_MESSAGES as MESSAGES,
  type TNotificationPreferences,
} from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { errorMessageOf } from '../../lib/api-error.ts';
import { NOTIFICATION_SETTINGS_TEXTS as TEXTS } from './notification-settings-texts.ts';
import { SettingsNote, type TSettingsNote } from './settings-note.tsx';

export type TEmailActions = {
  onSendCode: (email: string) => Promise<unknown>;
  onVerify: (code: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
};

/**
 * Add an address → enter the 6-digit code emailed to it → verified; with a new code, another address or
 * removing it. The server's answer (the new settings) comes back through `email`.
 */
export function EmailBlock({
  email,
  actions,
}: {
  email: TNotificationPreferences['email'];
  actions: TEmailActions;
}) {
  const [isEditing, setEditing] = useState(false);
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<TSettingsNote>(null);

  const run = async (action: () => Promise<unknown>, done: string, after?: () => void) => {
    setBusy(true);
    setNote(null);
    try {
      await action();
      setNote({ kind: 'done', text: done });
      after?.();
    } catch (error) {
      setNote({ kind: 'failed', text: errorMessageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const sendTo = (to: string) =>
    run(
      () => actions.onSendCode(to),
      MESSAGES.emailSent(to),
      () => {
        setEditing(false);
        setCode('');
      },
    );

  const onAddress = (event: FormEvent) => {
    event.preventDefault();
    void sendTo(address.trim());
  };
  const onCode = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => actions.onVerify(code),
      MESSAGES.emailVerified,
      () => setCode(''),
    );
  };

  const showsCode = email.pendingAddress !== null && !isEditing;
  const asksAddress = isEditing || (email.address === null && email.pendingAddress === null);

  return (
    <Stack gap="sm">
      <Text>{email.address ? TEXTS.emailVerified(email.address) : TEXTS.emailNone}</Text>
      {asksAddress && (
        <form onSubmit={onAddress} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              type="email"
              label={TEXTS.emailLabel}
              autoComplete="email"
              value={address}
              onChange={(event) => setAddress(event.currentTarget.value)}
              w={300}
              maw="100%"
            />
            <Button type="submit" loading={busy}>
              {TEXTS.sendCode}
            </Button>
            {isEditing && (
              <Button variant="subtle" onClick={() => setEditing(false)}>
                {TEXTS.cancel}
              </Button>
            )}
          </Group>
        </form>
      )}
      {showsCode && email.pendingAddress && (
        <form onSubmit={onCode} noValidate>
          <Text size="sm" mb="xs">
            {TEXTS.codeStep(email.pendingAddress)}
          </Text>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={TEXTS.codeLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
              w={220}
            />
            <Button type="submit" loading={busy}>
              {TEXTS.verify}
            </Button>
          </Group>
          <Group gap="xs" mt="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => void sendTo(email.pendingAddress ?? '')}
            >
              {TEXTS.resend}
            </Button>
            <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
              {TEXTS.changeAddress}
            </Button>
          </Group>
        </form>
      )}
      {email.address && !asksAddress && !showsCode && (
        <Group gap="xs">
          <Button variant="outline" size="compact-sm" onClick={() => setEditing(true)}>
            {TEXTS.addAnother}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            size="compact-sm"
            onClick={() => void run(actions.onRemove, MESSAGES.emailRemoved)}
          >
            {TEXTS.remove}
          </Button>
        </Group>
      )}
      <SettingsNote note={note} />
    </Stack>
  );
}
