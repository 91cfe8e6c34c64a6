import { Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { useStaffMe } from '../../../api/get-staff-me.ts';
import { useStaffTitle } from '../../../components/use-staff-title.ts';
import { useContactCard } from '../api/get-contact-card.ts';
import { CONTACT_CARD_TEXTS as TEXTS } from '../contact-card-texts.ts';
import { ContactCardForm } from './contact-card-form.tsx';
import './contact-card.css';

/** The form's outline while the card loads. */
function ContactCardSkeleton() {
  return (
    <div className="contact-card-layout" role="status" aria-busy="true" aria-label={TEXTS.loading}>
      <VisuallyHidden>{TEXTS.loading}</VisuallyHidden>
      <Stack gap="md" aria-hidden="true" className="contact-card-form">
        {[22, 56, 56, 56, 40, 56, 56, 56].map((height, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
          <Skeleton key={i} height={height} />
        ))}
      </Stack>
      <Paper className="contact-card-preview" p="md" radius="md" aria-hidden="true">
        <Skeleton height={220} />
      </Paper>
    </div>
  );
}

/** /staff/contact-card: the signed-in staff member's own card, with a live preview of what students see. */
export function ContactCardPage() {
  useStaffTitle(TEXTS.title);
  const card = useContactCard();
  const me = useStaffMe();
  const failed = card.isError || me.isError;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {TEXTS.title}
        </Title>
        <Text size="sm" c="dimmed" mt={4} maw={720}>
          {TEXTS.intro}
        </Text>
      </div>
      {failed ? (
        <LoadFailedAlert
          title={TEXTS.loadFailed}
          retryLabel={TEXTS.retry}
          onRetry={() => {
            void card.refetch();
            void me.refetch();
          }}
        />
      ) : card.data && me.data ? (
        <ContactCardForm card={card.data} me={me.data} />
      ) : (
        <ContactCardSkeleton />
      )}
    </Stack>
  );
}
