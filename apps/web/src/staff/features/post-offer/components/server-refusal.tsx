import { Text } from '@mantine/core';
import { errorMessageOf } from '../../../../lib/api-error.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';

/** What the server said when it refused a stage's form (a 409's own message), under the form. */
export function ServerRefusal({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Text role="alert" size="sm" c="var(--mantine-color-error)">
      {errorMessageOf(error, TEXTS.failed)}
    </Text>
  );
}

/** Why a form cannot be sent yet (a missing document or an earlier stage), said before the server does. */
export function BlockedReason({ id, reason }: { id: string; reason: string | null }) {
  if (!reason) return null;
  return (
    // orange.9 reads at 4.1:1 on an open stage's grey: a darker orange keeps AA (6.2:1).
    <Text id={id} size="sm" c="#a8380c" fw={500}>
      {reason}
    </Text>
  );
}
