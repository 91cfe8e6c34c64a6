import { Button, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  STAFF_REASON_MAX_LENGTH,
  type TStaffWithdrawalLimit,
  ZStaffExtraApplicationBody,
} from '@portal/contract';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { errorMessageOf } from '../../../../lib/api-error.ts';
import { useStaffMe } from '../../../api/get-staff-me.ts';
import { useAllowExtraApplication } from '../api/allow-extra-application.ts';
import { APPLICATION_SECTION_TEXTS } from '../application-texts.ts';

const TEXTS = APPLICATION_SECTION_TEXTS.limits;

type TFailure = { courseId: number; message: string };

/**
 * The courses the student opted out of as often as the limit allows (docs/decisions/0017-opt-out-cap.md):
 * whether applying is refused now, and for an admin "Allow one more application" (asked first, with an
 * optional reason; audited by the server). Counsellors read the state only.
 */
export function WithdrawalLimits({
  studentId,
  limits,
}: {
  studentId: number;
  limits: TStaffWithdrawalLimit[];
}) {
  const titleId = useId();
  const { data: me } = useStaffMe();
  const isAdmin = me?.role === 'ADMIN';
  const allow = useAllowExtraApplication(studentId);
  const [asking, setAsking] = useState<TStaffWithdrawalLimit | null>(null);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<TFailure | null>(null);
  const isSending = useRef(false);

  const send = (limit: TStaffWithdrawalLimit) => {
    setAsking(null);
    const parsed = ZStaffExtraApplicationBody.safeParse({ reason });
    if (!parsed.success) {
      setFailure({ courseId: limit.courseId, message: parsed.error.issues[0]?.message ?? TEXTS.failed });
      return;
    }
    if (isSending.current) return;
    isSending.current = true;
    setFailure(null);
    allow.mutate(
      { courseId: limit.courseId, reason: parsed.data?.reason ?? '' },
      {
        onSuccess: () => setReason(''),
        onError: (error) =>
          setFailure({ courseId: limit.courseId, message: errorMessageOf(error, TEXTS.failed) }),
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  return (
    <Stack gap="xs" aria-labelledby={titleId} role="group">
      <Title order={3} size="h5" id={titleId}>
        {TEXTS.title}
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {limits.map((limit) => (
          <LimitItem
            key={limit.courseId}
            limit={limit}
            isAdmin={isAdmin}
            isBusy={allow.isPending && allow.variables?.courseId === limit.courseId}
            failure={failure?.courseId === limit.courseId ? failure.message : null}
            onAllow={() => {
              setFailure(null);
              // A reason typed for another course (then cancelled) is not this grant's.
              setReason('');
              setAsking(limit);
            }}
          />
        ))}
      </Stack>
      <ConfirmDialog
        isOpen={asking !== null}
        title={asking ? TEXTS.confirmTitle(asking.courseName) : ''}
        message={TEXTS.confirmMessage}
        confirmLabel={TEXTS.confirm}
        isDestructive={false}
        cancelLabel={TEXTS.cancel}
        onConfirm={() => asking && send(asking)}
        onCancel={() => setAsking(null)}
      >
        <Textarea
          mt="md"
          label={TEXTS.reasonLabel}
          description={TEXTS.reasonHint}
          rows={3}
          maxLength={STAFF_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </ConfirmDialog>
    </Stack>
  );
}

function LimitItem({
  limit,
  isAdmin,
  isBusy,
  failure,
  onAllow,
}: {
  limit: TStaffWithdrawalLimit;
  isAdmin: boolean;
  isBusy: boolean;
  failure: string | null;
  onAllow: () => void;
}) {
  const state = limit.isAtLimit
    ? TEXTS.atLimit
    : limit.hasUnusedExtraApplication
      ? TEXTS.unused
      : TEXTS.inProgress;
  return (
    <Stack component="li" gap={4} className="staff-list-item">
      <Stack gap={0} miw={0}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {limit.courseName}
        </Text>
        <Text size="sm" c="dimmed">
          {limit.universityName}
        </Text>
      </Stack>
      <Text size="sm">
        {TEXTS.optedOut(limit.optOuts)} {state}
        {limit.extraApplicationsAllowed > 0 && ` ${TEXTS.allowedSoFar(limit.extraApplicationsAllowed)}`}
      </Text>
      {limit.isAtLimit &&
        (isAdmin ? (
          <Button
            size="compact-sm"
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            aria-label={TEXTS.allowCourse(limit.courseName)}
            loading={isBusy}
            onClick={onAllow}
          >
            {TEXTS.allow}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {TEXTS.adminOnly}
          </Text>
        ))}
      {failure && (
        <Text role="alert" size="sm" c="var(--mantine-color-error)">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
