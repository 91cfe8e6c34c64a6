import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { NOTIFICATION_MESSAGES } from '@portal/contract';
import { Link } from 'react-router';
import { NOTIFICATION_TEXTS as TEXTS } from '../../lib/notification-texts.ts';
import type { TNotificationOpenerModel } from './notification-models.ts';
import './notifications.css';

/**
 * /notifications/{id} (an email's link): "Opening…" while the notification is read and marked read (the app
 * then replaces this address with its place); a notification that is not there says so and leads to the
 * centre; another failure offers Try again.
 */
export function NotificationOpener({
  model,
  centrePath,
}: {
  model: TNotificationOpenerModel;
  centrePath: string;
}) {
  const toCentre = (
    <Anchor component={Link} to={centrePath}>
      {TEXTS.toCentre}
    </Anchor>
  );
  return (
    <section className="notification-centre" aria-label={TEXTS.centreTitle}>
      {model.state === 'opening' ? (
        <Stack align="center" role="status" py="xl">
          <Loader aria-hidden="true" />
          <Text>{TEXTS.opening}</Text>
        </Stack>
      ) : model.state === 'notFound' ? (
        <Alert
          color="yellow"
          variant="light"
          title={<h1 className="notification-opener__title">{NOTIFICATION_MESSAGES.notFound}</h1>}
        >
          <Text mb="xs">{TEXTS.notFoundHint}</Text>
          {toCentre}
        </Alert>
      ) : (
        <Alert
          color="red"
          variant="light"
          title={<h1 className="notification-opener__title">{TEXTS.openFailed}</h1>}
        >
          <Stack gap="xs" align="flex-start">
            <Button size="compact-sm" variant="outline" color="red.9" onClick={model.retry}>
              {TEXTS.retry}
            </Button>
            {toCentre}
          </Stack>
        </Alert>
      )}
    </section>
  );
}
