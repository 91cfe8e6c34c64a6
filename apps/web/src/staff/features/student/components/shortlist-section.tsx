import { Stack, Text, Title } from '@mantine/core';
import type { TCourse, TStaffStudentDetail } from '@portal/contract';
import { useId, useRef, useState } from 'react';
import { errorMessageOf } from '../../../../lib/api-error.ts';
import { useSetShortlistStatus } from '../api/shortlist-set-status.ts';
import { SHORTLIST_SECTION_TEXTS as TEXTS } from '../shortlist-texts.ts';
import { ShortlistCatalogueSearch } from './shortlist-catalogue-search.tsx';
import { ShortlistEntry, type TShortlistEntryItem } from './shortlist-entry.tsx';
import { ShortlistNotEligibleModal } from './shortlist-not-eligible-modal.tsx';
import './shortlist-payment-application.css';

type TFailure = { courseId: number; message: string; where: 'entry' | 'search' | 'dialog' };

/**
 * The student page's Shortlist (#shortlist): the student's entries with their status and NOT_ELIGIBLE
 * reason, "Mark not eligible" (a reason first) and "Mark as expert choice", and the catalogue search that
 * adds a course as the counsellor's expert choice. One change at a time; each refusal shows where it was asked.
 */
export function ShortlistSection({ detail }: { detail: TStaffStudentDetail }) {
  const titleId = useId();
  const studentId = detail.account.id;
  const expertChoice = useSetShortlistStatus(studentId, 'EXPERT_CHOICE');
  const notEligible = useSetShortlistStatus(studentId, 'NOT_ELIGIBLE');
  const [searchText, setSearchText] = useState('');
  const [asking, setAsking] = useState<TShortlistEntryItem | null>(null);
  const [busyCourseId, setBusyCourseId] = useState<number | null>(null);
  const [failure, setFailure] = useState<TFailure | null>(null);
  // A double click sends once: the state above is not rendered yet when the second click arrives.
  const isSending = useRef(false);

  const send = (
    mutation: typeof expertChoice,
    courseId: number,
    where: TFailure['where'],
    reason?: string,
  ) => {
    if (isSending.current) return;
    isSending.current = true;
    setBusyCourseId(courseId);
    setFailure(null);
    mutation.mutate(
      { courseId, ...(reason === undefined ? {} : { reason }) },
      {
        onSuccess: () => {
          if (where === 'dialog') setAsking(null);
        },
        onError: (error) =>
          setFailure({ courseId, where, message: errorMessageOf(error, TEXTS.changeFailed) }),
        onSettled: () => {
          isSending.current = false;
          setBusyCourseId(null);
        },
      },
    );
  };

  const failureAt = (where: TFailure['where'], courseId: number | undefined) =>
    failure && failure.where === where && failure.courseId === courseId ? failure.message : null;

  return (
    <section id="shortlist" aria-labelledby={titleId} className="staff-section" tabIndex={-1}>
      <Title order={2} size="h3" id={titleId}>
        {TEXTS.title}
      </Title>
      <Stack gap="md" mt="sm">
        {detail.shortlist.length === 0 ? (
          <Text c="dimmed">{TEXTS.empty}</Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {detail.shortlist.map((entry) => (
              <ShortlistEntry
                key={entry.courseId}
                entry={entry}
                isBusy={busyCourseId === entry.courseId}
                failure={failureAt('entry', entry.courseId)}
                onMarkExpertChoice={(chosen) => send(expertChoice, chosen.courseId, 'entry')}
                onMarkNotEligible={(chosen) => {
                  setFailure(null);
                  setAsking(chosen);
                }}
              />
            ))}
          </Stack>
        )}
        <ShortlistCatalogueSearch
          text={searchText}
          onTextChange={setSearchText}
          shortlist={detail.shortlist}
          addingCourseId={expertChoice.isPending ? busyCourseId : null}
          failure={failure?.where === 'search' ? failure : null}
          onAdd={(course: TCourse) => send(expertChoice, course.id, 'search')}
        />
      </Stack>
      <ShortlistNotEligibleModal
        courseName={asking?.course.name ?? null}
        isSending={notEligible.isPending}
        failure={failureAt('dialog', asking?.courseId)}
        onConfirm={(reason) => asking && send(notEligible, asking.courseId, 'dialog', reason)}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
