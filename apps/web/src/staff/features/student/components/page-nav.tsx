import { Text } from '@mantine/core';
import { useSectionInView } from '../hooks/use-section-in-view.ts';
import { STUDENT_SECTIONS, STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';

const SECTION_IDS = STUDENT_SECTIONS.map((section) => section.id);

/**
 * "On this page" (UI contract): anchor links to the sections, beside them at wide widths only. The
 * section being read is marked (aria-current="location"); only hover underlines, as for any link.
 */
export function PageNav() {
  const current = useSectionInView(SECTION_IDS);
  return (
    <nav aria-label={TEXTS.onThisPage} className="student-page__nav">
      <Text size="sm" fw={700} c="dimmed" aria-hidden="true">
        {TEXTS.onThisPage}
      </Text>
      <ul>
        {STUDENT_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} aria-current={section.id === current ? 'location' : undefined}>
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
