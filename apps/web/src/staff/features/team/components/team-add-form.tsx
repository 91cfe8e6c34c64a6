import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  DEFAULT_STAFF_ROLE,
  LIMITS,
  STAFF_NAME_MAX,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type TStaffRole,
  ZStaffAccountCreateBody,
} from '@portal/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError, errorMessageOf, fieldErrorsOf } from '../../../../lib/api-error.ts';
import { useCreateStaffAccount } from '../api/create-staff-account.ts';
import { TEAM_TEXTS } from '../team-texts.ts';

const TEXTS = TEAM_TEXTS.add;
type TField = 'mobileNumber' | 'name' | 'role';
type TFieldErrors = Partial<Record<TField, string>>;
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** The first message per field of a failed parse or a 400's `errors[]`. */
function byField(issues: readonly { path: string; message: string }[]): TFieldErrors {
  const found: TFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] as TField;
    found[field] ??= issue.message;
  }
  return found;
}

/**
 * "Add staff member": mobile, name and role, checked with the contract's own rule before sending (its
 * messages at the fields; nothing sent with a problem). A taken mobile (409) shows at the mobile field.
 */
export function TeamAddForm() {
  const titleId = useId();
  const create = useCreateStaffAccount();
  const [mobileNumber, setMobileNumber] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<TStaffRole>(DEFAULT_STAFF_ROLE);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const isSending = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSending.current) return;
    setFailure(null);
    const parsed = ZStaffAccountCreateBody.safeParse({ mobileNumber: mobileNumber.trim(), name, role });
    if (!parsed.success) {
      setErrors(byField(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.join('.') }))));
      return;
    }
    setErrors({});
    isSending.current = true;
    create.mutate(parsed.data, {
      onSuccess: () => {
        setMobileNumber('');
        setName('');
        setRole(DEFAULT_STAFF_ROLE);
      },
      onError: (error) => {
        // Both 409s are about the number; a 400 names its fields.
        if (error instanceof ApiError && error.httpStatus === 409) {
          setErrors({ mobileNumber: errorMessageOf(error, TEXTS.failed) });
        } else if (fieldErrorsOf(error).length) setErrors(byField(fieldErrorsOf(error)));
        else setFailure(errorMessageOf(error, TEXTS.failed));
      },
      onSettled: () => {
        isSending.current = false;
      },
    });
  };

  return (
    <form aria-labelledby={titleId} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {TEXTS.title}
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={TEXTS.mobile}
            description={TEXTS.mobileHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={LIMITS.mobileNumberDigits}
            required
            value={mobileNumber}
            onChange={(event) => setMobileNumber(event.currentTarget.value)}
            error={errors.mobileNumber}
            style={{ flex: '1 1 12rem' }}
          />
          <TextInput
            label={TEXTS.name}
            autoComplete="off"
            maxLength={STAFF_NAME_MAX}
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            style={{ flex: '2 1 14rem' }}
          />
          <NativeSelect
            label={TEXTS.role}
            data={ROLE_OPTIONS}
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as TStaffRole)}
            error={errors.role}
            style={{ flex: '1 1 10rem' }}
          />
        </Group>
        {failure && (
          <Text role="alert" size="sm" c="var(--mantine-color-error)">
            {failure}
          </Text>
        )}
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          {TEXTS.submit}
        </Button>
      </Stack>
    </form>
  );
}
