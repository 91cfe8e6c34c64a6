import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DATED_PRE_DEPARTURE_ITEMS, type TPostOfferSummary, type TPreDepartureView } from '@portal/contract';
import { useId, useState } from 'react';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { usePostOfferJourney } from '../api/get-post-offer-journey.ts';
import { type TPreDepartureItemChange, useUpdatePreDepartureItem } from '../api/update-pre-departure-item.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';

type TItem = TPreDepartureView['checklist'][number];

function ChecklistRow({
  item,
  isSaving,
  error,
  onChange,
}: {
  item: TItem;
  isSaving: boolean;
  error: string | null;
  onChange: (change: TPreDepartureItemChange) => void;
}) {
  const isDated = DATED_PRE_DEPARTURE_ITEMS.includes(item.item);
  const [date, setDate] = useState(item.date ?? '');
  const send = (done: boolean, nextDate: string | null) =>
    onChange({ item: item.item, body: { done, detail: item.detail, date: nextDate } });
  return (
    <Stack gap={6} component="li" className="post-offer-document">
      <Checkbox
        label={item.label}
        checked={item.done}
        disabled={isSaving}
        onChange={(event) => send(event.currentTarget.checked, isDated ? item.date : null)}
      />
      {isDated && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={TEXTS.dateOf(item.label)}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            w={200}
          />
          <Button
            variant="default"
            loading={isSaving}
            disabled={!date || date === item.date}
            onClick={() => send(true, date)}
          >
            {TEXTS.saveDate}
          </Button>
        </Group>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** One application's pre-departure checklist (the student ticks items and gives the dates). */
function ApplicationChecklist({ summary }: { summary: TPostOfferSummary }) {
  const titleId = useId();
  const journey = usePostOfferJourney(summary.applicationId);
  const update = useUpdatePreDepartureItem(summary.applicationId);
  const failedItem = update.isError ? update.variables?.item : undefined;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Title order={3} size="h4" id={titleId}>
        {TEXTS.checklistFor(summary.courseName, summary.universityName)}
      </Title>
      {journey.isPending && (
        <Stack gap="sm" mt="sm" role="status" aria-busy="true" aria-label={TEXTS.loadingChecklists}>
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} height={24} width="70%" />
          ))}
        </Stack>
      )}
      {journey.isError && (
        <LoadFailedAlert
          title={TEXTS.checklistsFailed}
          retryLabel={TEXTS.retry}
          onRetry={() => void journey.refetch()}
        />
      )}
      {journey.data?.preDeparture.completedAt && (
        <Text size="sm" fw={600} c="green.9" mt="xs">
          {TEXTS.readyToFly}
        </Text>
      )}
      {journey.data && (
        <Stack component="ul" gap="sm" mt="sm" className="post-offer-plain-list">
          {journey.data.preDeparture.checklist.map((item) => (
            <ChecklistRow
              key={item.item}
              item={item}
              isSaving={update.isPending && update.variables?.item === item.item}
              error={failedItem === item.item ? errorMessageOf(update.error) : null}
              onChange={(change) => update.mutate(change)}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The checklists of the applications past the visa (pre-departure or done). */
export function PreDepartureChecklists({ applications }: { applications: readonly TPostOfferSummary[] }) {
  const ready = applications.filter(
    (summary) => summary.position === 'PRE_DEPARTURE' || summary.position === 'DONE',
  );
  if (!ready.length) return <Text size="sm">{TEXTS.noChecklists}</Text>;
  return (
    <Stack gap="md">
      {ready.map((summary) => (
        <ApplicationChecklist key={summary.applicationId} summary={summary} />
      ))}
    </Stack>
  );
}
