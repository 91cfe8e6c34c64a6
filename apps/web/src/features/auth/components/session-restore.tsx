import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { errorMessageOf, isSessionExpired } from '../../../lib/api-error.ts';
import { sessionRestoreQuery } from '../api/get-session.ts';

export const SESSION_RESTORE_TEXTS = {
  title: 'Your session could not be loaded',
  retry: 'Try again',
} as const;

export type TSessionRestoreProps = { onRestored: () => void };

/**
 * 'Please wait..' while the tab's session keys come back from the server (GET /auth/session), then
 * onRestored. A 401 ends the session as any other (§4: /login); another failure says so, with a retry.
 */
export function SessionRestore({ onRestored }: TSessionRestoreProps) {
  const { isSuccess, isError, isFetching, error, refetch } = useQuery(sessionRestoreQuery());
  useEffect(() => {
    if (isSuccess) onRestored();
  }, [isSuccess, onRestored]);

  // Rendered before any layout: the whole page, like its error state below.
  if (!isError || isFetching || isSessionExpired(error)) return <PageLoader isWholePage />;
  return (
    <main>
      <Center mih="60vh" p="md">
        <Stack align="center" gap="sm" maw={420} ta="center" role="alert">
          <Title order={1} size="h2">
            {SESSION_RESTORE_TEXTS.title}
          </Title>
          <Text c="dimmed">{errorMessageOf(error)}</Text>
          <Button onClick={() => void refetch()}>{SESSION_RESTORE_TEXTS.retry}</Button>
        </Stack>
      </Center>
    </main>
  );
}
