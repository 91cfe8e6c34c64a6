import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { STUDENT_SECTIONS, STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';
import { PageNav } from './page-nav.tsx';

// Roughly what each section takes with a typical student (Profile's view rows, the documents' grid).
const SECTION_HEIGHTS: Record<(typeof STUDENT_SECTIONS)[number]['id'], number> = {
  plan: 370,
  profile: 720,
  documents: 900,
  counselling: 160,
  shortlist: 240,
  payments: 240,
  applications: 240,
  // The hint, the thread's box (55vh, 320 to 560 px) and the composer.
  messages: 700,
  notes: 200,
  audit: 200,
};

/**
 * The loading page in the loaded page's boxes: the header's lines and each section at about its loaded
 * height, so the page does not jump when the student arrives; the "On this page" nav is the real one.
 */
export function StudentPageSkeleton() {
  return (
    <div className="student-page">
      <Stack gap={32} className="student-page__main" aria-busy="true">
        <VisuallyHidden role="status">{TEXTS.loading}</VisuallyHidden>
        <Stack gap={6} aria-hidden="true">
          <Skeleton h={36} w="50%" />
          <Skeleton h={22} w="80%" />
        </Stack>
        {STUDENT_SECTIONS.map((section) => (
          <Stack key={section.id} gap="sm" aria-hidden="true">
            <Skeleton h={28} w={160} />
            <Skeleton h={SECTION_HEIGHTS[section.id]} />
          </Stack>
        ))}
      </Stack>
      <PageNav />
    </div>
  );
}
