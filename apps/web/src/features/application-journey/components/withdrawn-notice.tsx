import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';

/**
 * An opted-out (WITHDRAWN) application is closed: the server refuses its uploads and its offers, so the
 * panel says so instead of offering controls that would fail.
 */
export function WithdrawnNotice() {
  return (
    <Stack gap="xs" align="flex-start">
      <Text>{JOURNEY_TEXTS.withdrawn}</Text>
      <Anchor component={Link} to={PATHS.appliedCourses} fw={600}>
        {JOURNEY_TEXTS.goToAppliedCourses}
      </Anchor>
    </Stack>
  );
}
