import { Checkbox, NativeSelect } from '@mantine/core';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import {
  MESSAGE_TEXTS,
  STUDENT_SORT_LABELS,
  STUDENT_SORTS,
  STUDENT_STAGE_LABELS,
  STUDENT_STAGES,
} from '@portal/contract';
import { CounsellorSelect } from '../../../components/counsellor-select.tsx';
import { WhoseFilter } from '../../../components/whose-filter.tsx';
import type { TStudentsView } from '../students-filters.ts';
import { STUDENTS_TEXTS as TEXTS } from '../students-texts.ts';
import { StudentsSearch } from './students-search.tsx';

const STAGE_OPTIONS = [
  { value: '', label: TEXTS.allStages },
  ...STUDENT_STAGES.map((stage) => ({ value: stage, label: STUDENT_STAGE_LABELS[stage] })),
];
const SORT_OPTIONS = STUDENT_SORTS.map((sort) => ({ value: sort, label: STUDENT_SORT_LABELS[sort] }));

export type TStudentsFilterChanges = Partial<
  Record<'q' | 'stage' | 'mine' | 'counsellor' | 'unread' | 'sort', string>
>;

export type TStudentsFiltersBarProps = {
  view: TStudentsView;
  onSearch: (text: string) => void;
  onChange: (changes: TStudentsFilterChanges) => void;
};

/** Search, Stage, Whose students, Counsellor (when not "My students"), Has unread messages and Sort by. */
export function StudentsFiltersBar({ view, onSearch, onChange }: TStudentsFiltersBarProps) {
  return (
    <div className="students-filters">
      <StudentsSearch value={view.q} onSearch={onSearch} />
      <NativeSelect
        label={TEXTS.stage}
        data={STAGE_OPTIONS}
        value={view.stage ?? ''}
        onChange={(event) => onChange({ stage: event.currentTarget.value })}
      />
      <WhoseFilter
        label={TEXTS.whose}
        isMine={view.isMine}
        // "All students" is the default: only "My students" is written to the address.
        onChange={(isMine) => onChange({ mine: isMine ? 'true' : '' })}
      />
      {!view.isMine && (
        <CounsellorSelect
          label={TEXTS.counsellor}
          anyLabel={TEXTS.anyCounsellor}
          value={view.counsellorId}
          onChange={(id) => onChange({ counsellor: id ? String(id) : '' })}
        />
      )}
      <div className="students-filters__unread">
        <Checkbox
          label={MESSAGE_TEXTS.unreadFilter}
          checked={view.hasUnreadMessages}
          // Only "true" is written to the address; unticked removes it.
          onChange={(event) => onChange({ unread: event.currentTarget.checked ? 'true' : '' })}
        />
      </div>
      <NativeSelect
        label={TEXTS.sort}
        data={SORT_OPTIONS}
        value={view.sort}
        onChange={(event) =>
          onChange({ sort: event.currentTarget.value === 'newest' ? '' : event.currentTarget.value })
        }
      />
    </div>
  );
}
