import { NativeSelect } from '@mantine/core';
import { COUNTRIES, type TStaffApplicationFilters } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { intakesQuery } from '../../../../lib/api/get-intakes.ts';
import { CounsellorSelect } from '../../../components/counsellor-select.tsx';
import { BOARD_TEXTS as TEXTS } from '../board-texts.ts';

const COUNTRY_OPTIONS = [
  { value: '', label: TEXTS.anyCountry },
  ...COUNTRIES.map((country) => ({ value: country, label: country })),
];

export type TBoardFilterChanges = Partial<Record<'counsellor' | 'country' | 'intake', string>>;

export type TBoardFiltersBarProps = {
  filters: Omit<TStaffApplicationFilters, 'status'>;
  onChange: (changes: TBoardFilterChanges) => void;
};

/**
 * Counsellor, Country and Intake. The intakes are the catalogue's own names (GET /intake-details/all, the
 * list registration offers: courses carry these names), upcoming ones only; an older intake named by the
 * address is kept as an option, so a link to a past intake still reads right.
 */
export function BoardFiltersBar({ filters, onChange }: TBoardFiltersBarProps) {
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
    </div>
  );
}
