import { Center, Loader, Text } from '@mantine/core';

/** §2: 'Please wait..' while a screen loads. Fills the screen area so nothing shifts when it arrives. */
export function PageLoader() {
  return (
    <Center role="status" aria-live="polite" mih="60vh" style={{ flexDirection: 'column', gap: 12 }}>
      <Loader size="md" aria-hidden="true" />
      <Text c="dimmed">Please wait..</Text>
    </Center>
  );
}
