import { NativeSelect, Text } from '@mantine/core';
import type { TApplicationListItem } from '@portal/contract';
import { JOURNEY_TEXTS } from '../journey-texts.ts';

export type TApplicationChooserProps = {
  applications: readonly TApplicationListItem[];
  applicationId: number;
  onChoose: (applicationId: number) => void;
};

const nameOf = (application: TApplicationListItem) =>
  `${application.course.name}, ${application.university.name}`;

/**
 * Which application the journey shows: a select "Application" naming each course when there are several,
 * else the one course's name. Both take the same height (no shift when the list arrives).
 */
export function ApplicationChooser({ applications, applicationId, onChoose }: TApplicationChooserProps) {
  const current = applications.find((application) => application.id === applicationId);
  if (applications.length < 2) {
    return (
      <div className="journey-application">
        <Text size="sm" fw={500}>
          {JOURNEY_TEXTS.chooser}
        </Text>
        <Text className="journey-application__name" title={current ? nameOf(current) : undefined}>
          {current ? nameOf(current) : ''}
        </Text>
      </div>
    );
  }
  return (
    <div className="journey-application">
      <NativeSelect
        label={JOURNEY_TEXTS.chooser}
        value={String(applicationId)}
        onChange={(event) => onChoose(Number(event.currentTarget.value))}
        data={applications.map((application) => ({
          value: String(application.id),
          label: `${nameOf(application)} (${application.statusLabel})`,
        }))}
      />
    </div>
  );
}
