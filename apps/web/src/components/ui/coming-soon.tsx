import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths.ts';

export type TComingSoonProps = { title: string };

/** A screen whose issue has not landed yet: its title and a way back to the courses. */
export function ComingSoon({ title }: TComingSoonProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">This screen is coming soon.</Text>
        <Anchor component={Link} to={PATHS.courses}>
          Browse courses
        </Anchor>
      </Stack>
    </Paper>
  );
}
