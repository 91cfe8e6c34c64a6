import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import { formatPhoneDisplay, STAFF_ROLE_LABELS, type TStaffAccount } from '@portal/contract';
import { useId, useRef, useState } from 'react';
import { DOCUMENT_STATUS_COLORS } from '../../../../components/documents/document-status-badge.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { errorMessageOf } from '../../../../lib/api-error.ts';
import { useEndStaffSessions } from '../api/end-staff-sessions.ts';
import { useUpdateStaffAccount } from '../api/update-staff-account.ts';
import { TEAM_TEXTS as TEXTS } from '../team-texts.ts';
import { ReassignDialog } from './reassign-dialog.tsx';

/**
 * One member: name, mobile, role, status, students assigned, and (not for oneself: the API refuses it)
 * the role change, Disable (asked first; a member with students: where they go, ReassignDialog) /
 * Re-enable, and End sessions (asked first; active members only: a disabled one has none). A refusal
 * (409 last admin) shows in the row.
 */
export function TeamRow({
  account,
  isSelf,
  team,
}: {
  account: TStaffAccount;
  isSelf: boolean;
  /** Everyone, for the picker of who takes this member's students. */
  team: readonly TStaffAccount[];
}) {
  const nameId = useId();
  const isAdmin = account.role === 'ADMIN';
  const changeRole = useUpdateStaffAccount(
    account.id,
    isAdmin ? TEXTS.madeCounsellor(account.name) : TEXTS.madeAdmin(account.name),
  );
  const changeAccess = useUpdateStaffAccount(
    account.id,
    account.isDisabled ? TEXTS.reEnabledDone(account.name) : TEXTS.disabledDone(account.name),
  );
  const endSessions = useEndStaffSessions(account.id, TEXTS.sessionsEnded(account.name));
  const [isConfirming, setIsConfirming] = useState(false);
  const [isReassigning, setIsReassigning] = useState(false);
  const [isConfirmingEnd, setIsConfirmingEnd] = useState(false);
  const isSending = useRef(false);
  const isBusy = changeRole.isPending || changeAccess.isPending || endSessions.isPending;

  const send = (mutation: typeof changeRole, body: Parameters<typeof changeRole.mutate>[0]) => {
    if (isSending.current) return;
    isSending.current = true;
    changeRole.reset();
    changeAccess.reset();
    endSessions.reset();
    mutation.mutate(body, {
      onSettled: () => {
        isSending.current = false;
      },
    });
  };
  const sendEndSessions = () => {
    if (isSending.current) return;
    isSending.current = true;
    changeRole.reset();
    changeAccess.reset();
    endSessions.mutate(undefined, {
      onSettled: () => {
        isSending.current = false;
      },
    });
  };
  const failed = [changeRole, changeAccess, endSessions].find((mutation) => mutation.isError)?.error ?? null;
  const busy = { 'aria-disabled': isBusy || undefined, 'data-disabled': isBusy || undefined } as const;

  return (
    <Table.Tr>
      <Table.Th scope="row" id={nameId} fw={600}>
        {account.name}{' '}
        {isSelf && (
          <Text span c="dimmed">
            {TEXTS.you}
          </Text>
        )}
      </Table.Th>
      <Table.Td data-label={TEXTS.columns.mobile} style={{ whiteSpace: 'nowrap' }}>
        {formatPhoneDisplay(account.mobileNumber)}
      </Table.Td>
      <Table.Td data-label={TEXTS.columns.role}>{STAFF_ROLE_LABELS[account.role]}</Table.Td>
      <Table.Td data-label={TEXTS.columns.status} className="team-status">
        <Badge
          variant="filled"
          autoContrast
          color={account.isDisabled ? 'gray.7' : DOCUMENT_STATUS_COLORS.ACCEPTED}
        >
          {account.isDisabled ? TEXTS.disabled : TEXTS.active}
        </Badge>
      </Table.Td>
      <Table.Td data-label={TEXTS.columns.students}>{account.assignedStudentCount}</Table.Td>
      <Table.Td className="team-actions">
        {!isSelf && (
          <Stack gap={4}>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="light"
                aria-describedby={nameId}
                onClick={() => !isBusy && send(changeRole, { role: isAdmin ? 'COUNSELLOR' : 'ADMIN' })}
                {...busy}
              >
                {isAdmin ? TEXTS.makeCounsellor : TEXTS.makeAdmin}
              </Button>
              {account.isDisabled ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-describedby={nameId}
                  onClick={() => !isBusy && send(changeAccess, { isDisabled: false })}
                  {...busy}
                >
                  {TEXTS.reEnable}
                </Button>
              ) : (
                <Button
                  size="compact-sm"
                  variant="outline"
                  color="red.9"
                  aria-describedby={nameId}
                  onClick={() => {
                    if (isBusy) return;
                    if (account.assignedStudentCount > 0) setIsReassigning(true);
                    else setIsConfirming(true);
                  }}
                  {...busy}
                >
                  {TEXTS.disable}
                </Button>
              )}
              {!account.isDisabled && (
                <Button
                  size="compact-sm"
                  variant="outline"
                  aria-describedby={nameId}
                  onClick={() => !isBusy && setIsConfirmingEnd(true)}
                  {...busy}
                >
                  {TEXTS.endSessions}
                </Button>
              )}
            </Group>
            {failed && (
              <Text role="alert" size="sm" c="var(--mantine-color-error)">
                {errorMessageOf(failed, TEXTS.changeFailed)}
              </Text>
            )}
            <ConfirmDialog
              isOpen={isConfirming}
              title={TEXTS.disableConfirm.title(account.name)}
              message={TEXTS.disableConfirm.message}
              confirmLabel={TEXTS.disableConfirm.confirm}
              cancelLabel={TEXTS.disableConfirm.cancel}
              onConfirm={() => {
                setIsConfirming(false);
                send(changeAccess, { isDisabled: true });
              }}
              onCancel={() => setIsConfirming(false)}
            />
            <ReassignDialog
              isOpen={isReassigning}
              member={account}
              team={team}
              onClose={() => setIsReassigning(false)}
            />
            <ConfirmDialog
              isOpen={isConfirmingEnd}
              title={TEXTS.endSessionsConfirm.title(account.name)}
              message={TEXTS.endSessionsConfirm.message}
              confirmLabel={TEXTS.endSessionsConfirm.confirm}
              cancelLabel={TEXTS.endSessionsConfirm.cancel}
              onConfirm={() => {
                setIsConfirmingEnd(false);
                sendEndSessions();
              }}
              onCancel={() => setIsConfirmingEnd(false)}
            />
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
