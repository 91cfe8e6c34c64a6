import { Center, Loader, Text } from '@mantine/core';

/**
 * §2: 'Please wait..' while a screen loads. Fills the screen area so nothing shifts when it arrives.
 * Nothing else of the screen shows meanwhile, so its words are the page's level-one heading (axe asks
 * one of every page). `isWholePage`: nothing is around it (the HTML painted before any script, the
 * loading before a layout): it is then the main landmark too.
 */
export function PageLoader({ isWholePage = false }: { isWholePage?: boolean }) {
  return (
    <Center
      component={isWholePage ? 'main' : 'div'}
      role={isWholePage ? undefined : 'status'}
      aria-live="polite"
      mih="60vh"
      style={{ flexDirection: 'column', gap: 12 }}
    >
      <Loader size="md" aria-hidden="true" />
      <Text component="h1" c="dimmed" fz="md" fw={400} m={0}>
        Please wait..
      </Text>
    </Center>
  );
}
