import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** What a failed screen shows: say so and offer a reload. */
export function ErrorScreen() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center" role="alert">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">This page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
