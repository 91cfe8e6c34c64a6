import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { isEventUser } from '../../../lib/session.ts';
import { useCounsellingBooking } from '../api/get-counselling-booking.ts';
import { dayNameOf, dayPartsOf, isBookableDay, openDays } from '../counselling-days.ts';
import { flowPath } from '../counselling-params.ts';
import { COUNSELLING_TEXTS } from '../counselling-texts.ts';
import { useFlowChoice } from '../hooks/use-flow-choice.ts';
import { ChoiceGrid, type TChoice } from './choice-grid.tsx';
import { CounsellingStep } from './counselling-step.tsx';

/** How many open days show at first (two weeks), and how many more each "Show more days" adds. */
const DAYS_SHOWN = 12;

const dayChoiceOf = (date: string): TChoice => {
  const { weekday, day, month } = dayPartsOf(date);
  return {
    value: date,
    name: dayNameOf(date),
    content: (
      <>
        <span className="choice-chip__small">{weekday.slice(0, 3)}</span>
        <span className="choice-chip__big">{day}</span>
        <span className="choice-chip__small">{month.slice(0, 3)}</span>
      </>
    ),
  };
};

/** /book-counselling, step 1 of 3: the day (default tomorrow, §3; Sundays and past days not offered). */
export function DayStepPage() {
  const navigate = useNavigate();
  const { flow, choose } = useFlowChoice('date');
  const [days] = useState(() => openDays());
  const chosen = isBookableDay(flow.date ?? null) && days.includes(flow.date ?? '') ? flow.date : days[0];
  const chosenIndex = chosen ? days.indexOf(chosen) : 0;
  const [shownCount, setShownCount] = useState(() => Math.max(DAYS_SHOWN, chosenIndex + 1));
  const booking = useCounsellingBooking();

  if (isEventUser()) return <Navigate to={PATHS.dashboard} replace />;
  // A booked student changes the session from its own view (Reschedule), not by booking a second one.
  if (!flow.isReschedule && booking.data?.status === 'BOOKED')
    return <Navigate to={PATHS.selectTopic} replace />;

  const current = flow.isReschedule && booking.data?.status === 'BOOKED' ? booking.data : null;

  return (
    <CounsellingStep step={1} title={COUNSELLING_TEXTS.day.title} intro={COUNSELLING_TEXTS.day.intro}>
      {current && (
        <Alert variant="light" color="brand">
          {COUNSELLING_TEXTS.day.rescheduling(
            `${dayNameOf(current.date)} at ${COUNSELLING_TEXTS.timeIst(current.time)}`,
          )}
        </Alert>
      )}
      <ChoiceGrid
        label={COUNSELLING_TEXTS.day.group}
        inputName="counselling-day"
        kind="day"
        choices={days.slice(0, shownCount).map(dayChoiceOf)}
        value={chosen}
        onChange={choose}
      />
      {shownCount < days.length && (
        <Button
          variant="light"
          className="counselling-more"
          onClick={() => setShownCount((count) => count + DAYS_SHOWN)}
        >
          {COUNSELLING_TEXTS.day.showMore}
        </Button>
      )}
      <Group className="counselling-actions">
        <Button
          size="lg"
          className="counselling-primary"
          disabled={!chosen}
          onClick={() =>
            void navigate(flowPath(PATHS.sessionTime, { ...flow, date: chosen, time: undefined }))
          }
        >
          {COUNSELLING_TEXTS.continue}
        </Button>
      </Group>
    </CounsellingStep>
  );
}
