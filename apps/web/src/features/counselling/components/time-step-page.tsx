import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { counsellingSlotTimes } from '@portal/contract';
import { Link, Navigate, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { isEventUser } from '../../../lib/session.ts';
import { useCounsellingSlots } from '../api/get-counselling-slots.ts';
import { dayNameOf, isBookableDay } from '../counselling-days.ts';
import { flowPath } from '../counselling-params.ts';
import { COUNSELLING_TEXTS } from '../counselling-texts.ts';
import { useFlowChoice } from '../hooks/use-flow-choice.ts';
import { hasFreeSlot } from '../slot-choices.ts';
import { ChoiceGrid, ChoiceGridSkeleton } from './choice-grid.tsx';
import { CounsellingStep } from './counselling-step.tsx';

const TEXTS = COUNSELLING_TEXTS.time;
/** A full day's slots (10:00 … 17:30): the skeleton has as many chips as the list will. */
const SLOTS_PER_DAY = counsellingSlotTimes().length;

/** /session-time?date=, step 2 of 3: the free 30-minute slots of the chosen day; taken ones shown disabled. */
export function TimeStepPage() {
  const navigate = useNavigate();
  const { flow, choose } = useFlowChoice('time');
  const date = isBookableDay(flow.date ?? null) ? flow.date : undefined;
  const slots = useCounsellingSlots(date ?? '', { enabled: Boolean(date) });

  if (isEventUser()) return <Navigate to={PATHS.dashboard} replace />;
  if (!date)
    return <Navigate to={flowPath(PATHS.bookCounselling, { isReschedule: flow.isReschedule })} replace />;

  const dayPath = flowPath(PATHS.bookCounselling, { date, isReschedule: flow.isReschedule });
  const freeTimes = slots.data?.filter((slot) => slot.available).map((slot) => slot.time) ?? [];
  const chosen = flow.time && freeTimes.includes(flow.time) ? flow.time : undefined;

  return (
    <CounsellingStep step={2} title={TEXTS.title} intro={TEXTS.chosenDay(dayNameOf(date))} backTo={dayPath}>
      {slots.isPending && (
        <ChoiceGridSkeleton count={SLOTS_PER_DAY} kind="time" heading={TEXTS.group} label={TEXTS.loading} />
      )}

      {slots.isError && (
        <Alert color="red" variant="light" title={TEXTS.loadFailed}>
          <Button
            mt="xs"
            size="compact-sm"
            variant="outline"
            color="red.9"
            onClick={() => void slots.refetch()}
          >
            {COUNSELLING_TEXTS.retry}
          </Button>
        </Alert>
      )}

      {slots.data && !hasFreeSlot(slots.data) && (
        <div className="counselling-empty">
          <Text fw={600}>{TEXTS.noneFree}</Text>
          <Anchor component={Link} to={dayPath} fw={600}>
            {TEXTS.otherDay}
          </Anchor>
        </div>
      )}

      {slots.data && hasFreeSlot(slots.data) && (
        <ChoiceGrid
          label={TEXTS.group}
          inputName="counselling-time"
          kind="time"
          choices={slots.data.map((slot) => ({
            value: slot.time,
            name: slot.time,
            content: <span className="choice-chip__time">{slot.time}</span>,
            isDisabled: !slot.available,
            ...(slot.available ? {} : { note: TEXTS.fullyBooked }),
          }))}
          value={chosen}
          onChange={choose}
        />
      )}

      {(slots.isPending || (slots.data && hasFreeSlot(slots.data))) && (
        <Group className="counselling-actions">
          <Button
            size="lg"
            className="counselling-primary"
            disabled={!chosen}
            onClick={() => void navigate(flowPath(PATHS.selectTopic, { ...flow, date, time: chosen }))}
          >
            {COUNSELLING_TEXTS.continue}
          </Button>
        </Group>
      )}
    </CounsellingStep>
  );
}
