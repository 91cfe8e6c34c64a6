import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { STAFF_PATHS } from '../lib/staff-paths.ts';
import { useStaffTitle } from './use-staff-title.ts';

export const STAFF_NOT_FOUND_TEXTS = {
  title: 'Page not found',
  body: 'There is no console page at this address. It may have been mistyped or moved.',
  back: 'Back to the work queue',
} as const;

/** An unknown /staff/… address: say so (in the console frame) and offer the way back to the queue. */
export function StaffNotFound() {
  useStaffTitle(STAFF_NOT_FOUND_TEXTS.title);
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h2">
        {STAFF_NOT_FOUND_TEXTS.title}
      </Title>
      <Text>{STAFF_NOT_FOUND_TEXTS.body}</Text>
      <Anchor component={Link} to={STAFF_PATHS.queue}>
        {STAFF_NOT_FOUND_TEXTS.back}
      </Anchor>
    </Stack>
  );
}
