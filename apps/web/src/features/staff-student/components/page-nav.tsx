import { Text } from '@mantine/core';
import { STUDENT_SECTIONS, STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';

/** "On this page" (UI contract): anchor links to the sections, beside them at wide widths only. */
export function PageNav() {
  return (
    <nav aria-label={TEXTS.onThisPage} className="student-page__nav">
      <Text size="sm" fw={700} c="dimmed" aria-hidden="true">
        {TEXTS.onThisPage}
      </Text>
      <ul>
        {STUDENT_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
