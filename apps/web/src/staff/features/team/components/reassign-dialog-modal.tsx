import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import type { TStaffAccount } from '@portal/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessageOf } from '../../../../lib/api-error.ts';
import { useDisableStaffAccount } from '../api/disable-staff-account.ts';
import { TEAM_TEXTS } from '../team-texts.ts';

const TEXTS = TEAM_TEXTS.reassignDialog;

export type TReassignDialogProps = {
  isOpen: boolean;
  /** The member being disabled (they have students). */
  member: TStaffAccount;
  /** The whole team: the picker offers its active members but `member`. */
  team: readonly TStaffAccount[];
  onClose: () => void;
};

/**
 * Disabling a member who looks after students (reassign-dialog.tsx loads it): how many, and where they
 * go — one active staff member, or shared among the active counsellors. The server's refusal (nobody to
 * take them, a taker disabled meanwhile) stays in the dialog; Keep active has the focus.
 */
export function ReassignDialogModal({ isOpen, member, team, onClose }: TReassignDialogProps) {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  const [choice, setChoice] = useState<'one' | 'roundRobin'>('one');
  const [takerId, setTakerId] = useState('');
  const [isMissingTaker, setIsMissingTaker] = useState(false);
  const isSending = useRef(false);
  const disable = useDisableStaffAccount(member.id, (result) =>
    TEAM_TEXTS.reassignedDone(
      member.name,
      result.reassigned.reduce((total, share) => total + share.studentCount, 0),
    ),
  );
  const pickerId = useId();
  const takers = team.filter((account) => !account.isDisabled && account.id !== member.id);

  const close = () => {
    if (disable.isPending) return;
    disable.reset();
    setIsMissingTaker(false);
    onClose();
  };
  const confirm = () => {
    if (isSending.current) return;
    if (choice === 'one' && takerId === '') {
      setIsMissingTaker(true);
      return;
    }
    isSending.current = true;
    const reassign = choice === 'one' ? { to: Number(takerId) } : { roundRobin: true as const };
    disable.mutate(
      { reassign },
      {
        onSuccess: () => {
          disable.reset();
          onClose();
        },
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  return (
    <Modal
      opened={isOpen && isMounted}
      onClose={close}
      title={TEXTS.title(member.name)}
      withCloseButton={false}
      centered
      size="md"
      styles={{ title: { fontWeight: 700, lineHeight: 1.35 } }}
    >
      <Stack gap="md">
        <Text size="sm" fw={600}>
          {TEXTS.assigned(member.assignedStudentCount, member.name)}
        </Text>
        <Text size="sm">{TEXTS.message}</Text>
        <Radio.Group
          label={TEXTS.choice}
          value={choice}
          onChange={(value) => {
            setChoice(value === 'roundRobin' ? 'roundRobin' : 'one');
            setIsMissingTaker(false);
          }}
        >
          <Stack gap="sm" mt={6}>
            <Radio value="one" label={TEXTS.toOne} description={TEXTS.toOneHint} />
            {choice === 'one' && (
              <NativeSelect
                id={pickerId}
                ml={32}
                label={TEXTS.picker}
                value={takerId}
                onChange={(event) => {
                  setTakerId(event.currentTarget.value);
                  setIsMissingTaker(false);
                }}
                data={[
                  { value: '', label: TEXTS.pickerPlaceholder },
                  ...takers.map((account) => ({
                    value: String(account.id),
                    label: account.role === 'ADMIN' ? TEXTS.pickerAdmin(account.name) : account.name,
                  })),
                ]}
                error={
                  isMissingTaker
                    ? takers.length === 0
                      ? TEXTS.nobodyToChoose
                      : TEXTS.chooseSomeone
                    : undefined
                }
              />
            )}
            <Radio value="roundRobin" label={TEXTS.roundRobin} description={TEXTS.roundRobinHint} />
          </Stack>
        </Radio.Group>
        {disable.isError && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {errorMessageOf(disable.error, TEXTS.failed)}
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close} data-autofocus>
          {TEXTS.cancel}
        </Button>
        <Button color="red.9" onClick={confirm} loading={disable.isPending}>
          {TEXTS.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
