import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { BrandLogo } from '../../../components/layout/brand-logo.tsx';
import { useLogout } from '../../../components/layout/use-logout.ts';
import { readRole, readUserName } from '../../../lib/session.ts';
import { API_REFERENCE_HREF, STAFF_TEXTS } from '../staff-texts.ts';

/**
 * Where a counsellor or admin lands (/staff) until the staff console exists: says so, links the API
 * reference (where every staff call is) and offers Logout. No student actions: staff have no student data.
 */
export function StaffHome() {
  const { mutate: logOut, isPending: isLoggingOut } = useLogout();
  useEffect(() => {
    document.title = STAFF_TEXTS.documentTitle;
  }, []);
  return (
    <>
      <header className="app-header">
        <div className="app-header__inner">
          <span className="app-header__brand">
            <BrandLogo />
          </span>
          <Button variant="default" onClick={() => logOut()} loading={isLoggingOut}>
            {STAFF_TEXTS.logout}
          </Button>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto">
          <Stack gap="sm">
            <Title order={1} size="h2">
              {STAFF_TEXTS.title}
            </Title>
            <Text>{STAFF_TEXTS.comingSoon}</Text>
            <Text c="dimmed">{STAFF_TEXTS.meanwhile}</Text>
            <Anchor href={API_REFERENCE_HREF}>{STAFF_TEXTS.apiReference}</Anchor>
            <Text size="sm" c="dimmed">
              {STAFF_TEXTS.signedInAs(readUserName(), readRole())}
            </Text>
          </Stack>
        </Paper>
      </main>
    </>
  );
}
