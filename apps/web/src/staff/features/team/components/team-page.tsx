import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Skeleton.layer.css';
import { useEffect } from 'react';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { useStaffMe } from '../../../api/get-staff-me.ts';
import { useStaffAccounts } from '../api/get-staff-accounts.ts';
import { TEAM_TEXTS as TEXTS } from '../team-texts.ts';
import { TeamAddForm } from './team-add-form.tsx';
import { TeamTable } from './team-table.tsx';
import './team.css';

const SKELETON_ROWS = 4;

/**
 * /staff/team (admins): the staff accounts, their role and access, and "Add staff member". A counsellor —
 * or an admin demoted meanwhile, whom the API answers 403 — is told that only admins manage the team.
 */
export function TeamPage() {
  const me = useStaffMe();
  const isAdmin = me.data?.role === 'ADMIN';
  const accounts = useStaffAccounts(isAdmin);

  useEffect(() => {
    document.title = TEXTS.documentTitle;
  }, []);

  const isRefused =
    (me.data !== undefined && !isAdmin) ||
    (accounts.error instanceof ApiError && accounts.error.httpStatus === 403);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {TEXTS.title}
      </Title>
      {isRefused ? (
        <Alert color="gray" variant="light">
          {TEXTS.adminsOnly}
        </Alert>
      ) : me.isError ? (
        <LoadFailedAlert
          title={TEXTS.loadFailed}
          retryLabel={TEXTS.retry}
          onRetry={() => void me.refetch()}
        />
      ) : accounts.isError ? (
        <LoadFailedAlert
          title={TEXTS.loadFailed}
          retryLabel={TEXTS.retry}
          onRetry={() => void accounts.refetch()}
        />
      ) : !me.data || !accounts.data ? (
        <Stack gap={6} role="status" aria-label={TEXTS.loading}>
          {Array.from({ length: SKELETON_ROWS + 1 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows.
            <Skeleton key={index} h={40} />
          ))}
        </Stack>
      ) : (
        <>
          <TeamTable accounts={accounts.data} selfId={me.data.id} />
          <TeamAddForm />
        </>
      )}
    </Stack>
  );
}
