import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Skeleton.layer.css';
import { useDebouncedValue } from '@mantine/hooks';
import { courseStartDate, SEARCH_TEXT_MAX_LENGTH, type TCourse, ZCourseSearchText } from '@portal/contract';
import { useId } from 'react';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { useCatalogueSearch } from '../api/shortlist-search-catalogue.ts';
import { SHORTLIST_SECTION_TEXTS } from '../shortlist-texts.ts';
import type { TShortlistEntryItem } from './shortlist-entry.tsx';

const TEXTS = SHORTLIST_SECTION_TEXTS.search;
/** Typing pauses this long before the catalogue is asked (one request per word, not per key). */
export const CATALOGUE_SEARCH_DEBOUNCE_MS = 300;

export type TShortlistCatalogueSearchProps = {
  text: string;
  onTextChange: (text: string) => void;
  shortlist: readonly TShortlistEntryItem[];
  /** The course being added, if any. */
  addingCourseId: number | null;
  /** The server's refusal of the last addition, beside its course. */
  failure: { courseId: number; message: string } | null;
  onAdd: (course: TCourse) => void;
};

/** The search text the API accepts, or why not (the contract's rule, as the header's course search says it). */
function checkText(text: string): { q: string | undefined; problem: string | null } {
  const parsed = ZCourseSearchText.safeParse(text);
  if (!parsed.success) return { q: undefined, problem: parsed.error.issues[0]?.message ?? null };
  return { q: parsed.data, problem: null };
}

/** "Search the catalogue": courses by name, each with "Add as expert choice" unless already chosen or applied. */
export function ShortlistCatalogueSearch({
  text,
  onTextChange,
  shortlist,
  addingCourseId,
  failure,
  onAdd,
}: TShortlistCatalogueSearchProps) {
  const [debounced] = useDebouncedValue(text, CATALOGUE_SEARCH_DEBOUNCE_MS);
  const { q, problem } = checkText(debounced);
  const search = useCatalogueSearch(q);
  const statusOf = new Map(shortlist.map((entry) => [entry.courseId, entry.status]));
  const page = q === undefined ? undefined : search.data;

  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={TEXTS.label}
        placeholder={TEXTS.placeholder}
        description={TEXTS.hint}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        value={text}
        onChange={(event) => onTextChange(event.currentTarget.value)}
        error={debounced.trim() && problem ? problem : null}
      />
      <Text role="status" size="sm" c="dimmed">
        {q !== undefined && search.isFetching && !page ? TEXTS.searching : ''}
        {page && page.totalElements === 0 ? TEXTS.none(q ?? '') : ''}
        {page && page.totalElements > page.content.length
          ? TEXTS.shown(page.content.length, page.totalElements)
          : ''}
      </Text>
      {q !== undefined && search.isError && (
        <LoadFailedAlert
          title={TEXTS.failed}
          retryLabel={TEXTS.retry}
          onRetry={() => void search.refetch()}
        />
      )}
      {q !== undefined && search.isPending && (
        <Stack gap="xs" aria-hidden="true">
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      )}
      {page && page.content.length > 0 && (
        <Stack component="ul" aria-label={TEXTS.results} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {page.content.map((course) => (
            <CatalogueResult
              key={course.id}
              course={course}
              status={statusOf.get(course.id)}
              isAdding={addingCourseId === course.id}
              failure={failure?.courseId === course.id ? failure.message : null}
              onAdd={onAdd}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

type TCatalogueResultProps = {
  course: TCourse;
  status: TShortlistEntryItem['status'] | undefined;
  isAdding: boolean;
  failure: string | null;
  onAdd: (course: TCourse) => void;
};

function CatalogueResult({ course, status, isAdding, failure, onAdd }: TCatalogueResultProps) {
  const nameId = useId();
  // Already the counsellor's pick, or applied (locked): nothing to add.
  const isSettled = status === 'EXPERT_CHOICE' || status === 'APPLIED';
  return (
    <Stack component="li" gap={4} className="staff-list-item">
      <Group justify="space-between" align="center" gap="xs">
        <Stack gap={0} miw={0} style={{ flex: '1 1 16rem' }}>
          <Text id={nameId} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {course.name}
          </Text>
          <Text size="sm" c="dimmed">
            {course.university.name}, {course.country}, {TEXTS.startDate(courseStartDate(course))}
          </Text>
        </Stack>
        {isSettled ? (
          <Text size="sm">{TEXTS.alreadyOn(SHORTLIST_SECTION_TEXTS.statusLabels[status])}</Text>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            // The course in the name: a list of buttons all called "Add as expert choice" says not which.
            aria-label={TEXTS.addCourse(course.name)}
            loading={isAdding}
            onClick={() => onAdd(course)}
          >
            {TEXTS.add}
          </Button>
        )}
      </Group>
      {failure && (
        <Text role="alert" size="sm" c="var(--mantine-color-error)">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
