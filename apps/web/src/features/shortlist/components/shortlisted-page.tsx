import { Anchor, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BackIcon } from '../../../components/layout/icons.tsx';
import { shortlistQuery } from '../../../lib/api/get-shortlist.ts';
import { PATHS } from '../../../lib/paths.ts';
import { SEARCH_PARAM } from '../../../lib/search-params.ts';
import { isEventUser } from '../../../lib/session.ts';
import { useSharedState } from '../../../lib/shared-state.tsx';
import { filterShortlist } from '../filter-shortlist.ts';
import { useApplyNow } from '../hooks/use-apply-now.ts';
import { useRemoveShortlisted } from '../hooks/use-remove-shortlisted.ts';
import { SHORTLIST_TEXTS } from '../shortlist-texts.ts';
import { sortShortlist } from '../sort-shortlist.ts';
import { AddCourseCard } from './add-course-card.tsx';
import { ShortlistCard } from './shortlist-card.tsx';
import { ShortlistSearch } from './shortlist-search.tsx';
import { ShortlistCardSkeleton } from './shortlist-skeleton.tsx';
import './shortlisted.css';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';

/** What the buttons depend on besides the status (§4), read by the route from GET /api/dashboard. */
export type TStudentProgress = { isCounsellingCompleted: boolean; isPaymentCompleted: boolean };

export type TShortlistedPageProps = {
  /** Undefined while it loads. */
  progress: TStudentProgress | undefined;
  isProgressError?: boolean;
  onRetryProgress?: () => void;
  /** The shortlist or the applications changed: the route refreshes what depends on them (the dashboard). */
  onChanged?: () => void;
};

const SKELETON_CARDS = 3;

/** /shortlisted (§2 Shortlisted courses, §4 Action buttons and Apply flow). */
export function ShortlistedPage({
  progress,
  isProgressError,
  onRetryProgress,
  onChanged,
}: TShortlistedPageProps) {
  // §8 leaves the screen's failure handling open: the page shows it inline with a retry.
  // The shortlist's own screen reads it afresh on every visit (a counsellor's expert choice, another device),
  // showing what the courses screen cached meanwhile: that entry is shared, and may be up to its stale time old.
  const shortlist = useQuery({ ...shortlistQuery({ isShownInline: true }), refetchOnMount: 'always' });
  const { setShortlistedCourses } = useSharedState();
  const remove = useRemoveShortlisted(onChanged);
  const { apply, pendingCourseId } = useApplyNow({
    isPaymentCompleted: progress?.isPaymentCompleted ?? false,
    onChanged,
  });
  const items = useMemo(() => sortShortlist(shortlist.data ?? []), [shortlist.data]);
  // The search text lives in the address (/shortlisted?q=…, where the header's search leads).
  const [params, setParams] = useSearchParams();
  const searchText = params.get(SEARCH_PARAM) ?? '';
  const shownItems = useMemo(() => filterShortlist(items, searchText), [items, searchText]);
  const setSearchText = (text: string) => setParams(text ? { [SEARCH_PARAM]: text } : {}, { replace: true });
  const isEvent = isEventUser();

  // The shared shortlist (§3) follows what the server answered, so the course screens agree with this one.
  useEffect(() => {
    if (shortlist.data) setShortlistedCourses(shortlist.data.map((item) => item.course));
  }, [shortlist.data, setShortlistedCourses]);

  const isError = shortlist.isError || Boolean(isProgressError);
  const isLoading = !isError && (shortlist.isPending || progress === undefined);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={PATHS.dashboard} className="shortlist-back">
        <BackIcon />
        {SHORTLIST_TEXTS.back}
      </Anchor>
      <Title order={1} size="h2">
        {SHORTLIST_TEXTS.title}
      </Title>

      {isError && (
        <LoadFailedAlert
          title={SHORTLIST_TEXTS.loadFailed}
          retryLabel={SHORTLIST_TEXTS.retry}
          onRetry={() => {
            if (shortlist.isError) void shortlist.refetch();
            if (isProgressError) onRetryProgress?.();
          }}
        />
      )}

      {isLoading && (
        <div className="shortlist-grid" role="status" aria-busy="true" aria-label={SHORTLIST_TEXTS.loading}>
          <VisuallyHidden>{SHORTLIST_TEXTS.loading}</VisuallyHidden>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <ShortlistCardSkeleton key={index} />
          ))}
        </div>
      )}

      {!isLoading && !isError && progress && (
        <ShortlistSearch
          value={searchText}
          onChange={setSearchText}
          shown={shownItems.length}
          total={items.length}
        />
      )}

      {!isLoading && !isError && progress && (
        <div className="shortlist-grid">
          {shownItems.map((item) => (
            <ShortlistCard
              key={item.courseId}
              item={item}
              isCounsellingCompleted={progress.isCounsellingCompleted}
              isEvent={isEvent}
              onApply={apply}
              isApplying={pendingCourseId === item.courseId}
              onRemove={() => remove.mutate(item.course)}
              isRemoving={remove.isPending && remove.variables?.id === item.courseId}
            />
          ))}
          <AddCourseCard />
        </div>
      )}
    </Stack>
  );
}
