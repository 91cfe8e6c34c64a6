import { Button, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { JOURNEY_TEXTS } from '../journey-texts.ts';

/** §2 Not Yet: no offer has been received for this step. */
export function NotYet({ name }: { name: string }) {
  return (
    <div className="journey-offer">
      <Title order={2} size="h3">
        {JOURNEY_TEXTS.notYet(name)}
      </Title>
      <Text>{JOURNEY_TEXTS.notYetText}</Text>
      <Button component={Link} to={PATHS.dashboard} variant="light" style={{ alignSelf: 'flex-start' }}>
        {JOURNEY_TEXTS.dashboard}
      </Button>
    </div>
  );
}
