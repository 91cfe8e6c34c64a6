import { Button, Text } from '@mantine/core';
import { DownloadIcon } from '../../../components/layout/icons.tsx';
import { useDownloadSessionCalendar } from '../api/download-session-calendar.ts';
import { COUNSELLING_TEXTS } from '../counselling-texts.ts';

const TEXTS = COUNSELLING_TEXTS.booked;

/** Add to calendar: the booked session's .ics file, saved from the API; a failure shows under the button. */
export function AddToCalendar() {
  const download = useDownloadSessionCalendar(TEXTS.calendarFileName);
  return (
    <div>
      <Button
        size="lg"
        variant="default"
        className="counselling-primary"
        leftSection={<DownloadIcon />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {TEXTS.addToCalendar}
      </Button>
      {download.isError && (
        <Text role="alert" c="red.9" size="sm" mt={6}>
          {TEXTS.calendarFailed}
        </Text>
      )}
    </div>
  );
}
