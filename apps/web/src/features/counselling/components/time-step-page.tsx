import { Anchor, Button, Group, Text } from '@mantine/core';
import { counsellingSlotTimes, formatClockTime } from '@portal/contract';
import { Link, Navigate, useNavigate } from 'react-router';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { isEventUser } from '../../../lib/session.ts';
import { useFlowBooking } from '../api/get-counselling-booking.ts';
import { useCounsellingSlots } from '../api/get-counselling-slots.ts';
import { dayNameOf, isBookableDay } from '../counselling-days.ts';
import { flowPath } from '../counselling-params.ts';
import { COUNSELLING_TEXTS } from '../counselling-texts.ts';
import { useFlowChoice } from '../hooks/use-flow-choice.ts';
import { hasFreeSlot, withOwnSlotTaken } from '../slot-choices.ts';
import { ChoiceGrid, ChoiceGridSkeleton } from './choice-grid.tsx';
import { CounsellingStep } from './counselling-step.tsx';

const TEXTS = COUNSELLING_TEXTS.time;
/** A full day's slots (10:00 … 17:30): the skeleton has as many chips as the list will. */
const SLOTS_PER_DAY = counsellingSlotTimes().length;

/**
 * /session-time?date=, step 2 of 3: the free 30-minute slots of the chosen day; taken ones shown disabled,
 * and so is the student's own session when moving it. A student whose session is BOOKED and who is not
 * moving it goes to that session (Back after booking lands here).
 */
export function TimeStepPage() {
  const navigate = useNavigate();
  const { flow, choose } = useFlowChoice('time');
  const date = isBookableDay(flow.date ?? null) ? flow.date : undefined;
  const slots = useCounsellingSlots(date ?? '', { enabled: Boolean(date) });
  const booking = useFlowBooking();
  const current = booking.data?.status === 'BOOKED' ? booking.data : null;

  if (isEventUser()) return <Navigate to={PATHS.dashboard} replace />;
  if (current && !flow.isReschedule) return <Navigate to={PATHS.selectTopic} replace />;
  if (!date)
    return <Navigate to={flowPath(PATHS.bookCounselling, { isReschedule: flow.isReschedule })} replace />;

  const dayPath = flowPath(PATHS.bookCounselling, { date, isReschedule: flow.isReschedule });
  const ownTime = current?.date === date ? current.time : undefined;
  const daySlots = slots.data && withOwnSlotTaken(slots.data, date, current);
  const freeTimes = daySlots?.filter((slot) => slot.available).map((slot) => slot.time) ?? [];
  const chosen = flow.time && freeTimes.includes(flow.time) ? flow.time : undefined;

  return (
    <CounsellingStep step={2} title={TEXTS.title} intro={TEXTS.chosenDay(dayNameOf(date))} backTo={dayPath}>
      {slots.isPending && (
        <ChoiceGridSkeleton count={SLOTS_PER_DAY} kind="time" heading={TEXTS.group} label={TEXTS.loading} />
      )}

      {slots.isError && (
        <LoadFailedAlert
          title={TEXTS.loadFailed}
          retryLabel={COUNSELLING_TEXTS.retry}
          onRetry={() => void slots.refetch()}
        />
      )}

      {daySlots && !hasFreeSlot(daySlots) && (
        <div className="counselling-empty">
          <Text fw={600}>{TEXTS.noneFree}</Text>
          <Anchor component={Link} to={dayPath} fw={600}>
            {TEXTS.otherDay}
          </Anchor>
        </div>
      )}

      {daySlots && hasFreeSlot(daySlots) && (
        <ChoiceGrid
          label={TEXTS.group}
          inputName="counselling-time"
          kind="time"
          choices={daySlots.map((slot) => ({
            value: slot.time,
            name: formatClockTime(slot.time, { hasZone: false }),
            content: (
              <span className="choice-chip__time">{formatClockTime(slot.time, { hasZone: false })}</span>
            ),
            isDisabled: !slot.available,
            ...(slot.available
              ? {}
              : { note: slot.time === ownTime ? TEXTS.currentSession : TEXTS.fullyBooked }),
          }))}
          value={chosen}
          onChange={choose}
        />
      )}

      {(slots.isPending || (daySlots && hasFreeSlot(daySlots))) && (
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
