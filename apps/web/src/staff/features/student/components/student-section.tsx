import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { TStudentSectionId } from '../staff-student-texts.ts';

/** A section of the student page (UI contract): a region named by its h2, with the contract's id. */
export function StudentSection({
  id,
  title,
  children,
}: {
  id: TStudentSectionId;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    // tabIndex -1: a link to the section (#documents) moves the focus there too (use-scroll-to-hash.ts).
    <section id={id} aria-labelledby={titleId} className="student-section" tabIndex={-1}>
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      <Stack gap="md" mt="sm">
        {children}
      </Stack>
    </section>
  );
}
