import { Button, Group, NativeSelect } from '@mantine/core';
import {
  COUNTRIES,
  POST_OFFER_DUE_FILTER_LABELS,
  POST_OFFER_DUE_FILTERS,
  POST_OFFER_POSITIONS,
  type TStaffApplicationFilters,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { intakesQuery } from '../../../../lib/api/get-intakes.ts';
import { CounsellorSelect } from '../../../components/counsellor-select.tsx';
import { EVERY_STAGE } from '../board-filters.ts';
import { BOARD_TEXTS as TEXTS } from '../board-texts.ts';

const COUNTRY_OPTIONS = [
  { value: '', label: TEXTS.anyCountry },
  ...COUNTRIES.map((country) => ({ value: country, label: country })),
];

const STAGE_OPTIONS = [
  { value: '', label: TEXTS.byStatus },
  { value: EVERY_STAGE, label: TEXTS.everyStage },
  ...POST_OFFER_POSITIONS.map((stage) => ({ value: stage, label: TEXTS.stages[stage] })),
];

export type TBoardFilterChanges = Partial<
  Record<'counsellor' | 'country' | 'intake' | 'stage' | 'due', string>
>;

export type TBoardFiltersBarProps = {
  filters: Omit<TStaffApplicationFilters, 'status'>;
  /** `stage` as the address has it (ALL: every post-offer stage), for the select. */
  stageParam: string;
  onChange: (changes: TBoardFilterChanges) => void;
};

/**
 * Counsellor, Country and Intake. The intakes are the catalogue's own names (GET /intake-details/all, the
 * list registration offers: courses carry these names), upcoming ones only; an older intake named by the
 * address is kept as an option, so a link to a past intake still reads right. Then the stage after the
 * offer (its columns) and the due-date chips, toggle buttons: pressing the pressed one clears it.
 */
export function BoardFiltersBar({ filters, stageParam, onChange }: TBoardFiltersBarProps) {
  const intakes = useQuery(intakesQuery());
  const intakeNames = (intakes.data ?? []).map((intake) => intake.name);
  if (filters.intake && !intakeNames.includes(filters.intake)) intakeNames.push(filters.intake);
  return (
    <div className="board-filters">
      <CounsellorSelect
        label={TEXTS.counsellor}
        anyLabel={TEXTS.anyCounsellor}
        value={filters.counsellorId}
        onChange={(id) => onChange({ counsellor: id ? String(id) : '' })}
      />
      <NativeSelect
        label={TEXTS.country}
        data={COUNTRY_OPTIONS}
        value={filters.country ?? ''}
        onChange={(event) => onChange({ country: event.currentTarget.value })}
      />
      <NativeSelect
        label={TEXTS.intake}
        data={[
          { value: '', label: TEXTS.anyIntake },
          ...intakeNames.map((name) => ({ value: name, label: name })),
        ]}
        value={filters.intake ?? ''}
        onChange={(event) => onChange({ intake: event.currentTarget.value })}
      />
      <NativeSelect
        label={TEXTS.postOffer}
        data={STAGE_OPTIONS}
        value={filters.stage ?? (stageParam === EVERY_STAGE ? EVERY_STAGE : '')}
        onChange={(event) => onChange({ stage: event.currentTarget.value })}
      />
      <DueChips due={filters.due} onChange={(due) => onChange({ due })} />
    </div>
  );
}

function DueChips({ due, onChange }: { due: string | undefined; onChange: (due: string) => void }) {
  const labelId = useId();
  return (
    <div className="board-filters__due">
      <span id={labelId} className="board-filters__label">
        {TEXTS.due}
      </span>
      <Group gap={6} role="group" aria-labelledby={labelId} wrap="wrap">
        {POST_OFFER_DUE_FILTERS.map((filter) => (
          <Button
            key={filter}
            size="compact-sm"
            radius="xl"
            variant={due === filter ? 'filled' : 'default'}
            aria-pressed={due === filter}
            onClick={() => onChange(due === filter ? '' : filter)}
          >
            {POST_OFFER_DUE_FILTER_LABELS[filter]}
          </Button>
        ))}
      </Group>
    </div>
  );
}
