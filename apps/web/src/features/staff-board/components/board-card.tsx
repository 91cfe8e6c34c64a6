import { Anchor, Text } from '@mantine/core';
import type { TStaffApplicationCard } from '@portal/contract';
import { Link } from 'react-router';
import { studentHref, studentNameOf } from '../../../components/staff/student-link.tsx';
import { BOARD_TEXTS as TEXTS } from '../board-texts.ts';

/** One application on the board: course, student, where and when, who looks after it, what to do next. */
export function BoardCard({ card }: { card: TStaffApplicationCard }) {
  const student = studentNameOf(card.studentName);
  const titleId = `board-card-${card.applicationId}`;
  return (
    <article className="board-card" aria-label={TEXTS.cardName(card.courseName, student)}>
      <h3 id={titleId}>{card.courseName}</h3>
      <Text size="sm" fw={600}>
        {student}
      </Text>
      <dl>
        <dt>{TEXTS.university}</dt>
        <dd>{card.universityName}</dd>
        <dt>{TEXTS.countryFact}</dt>
        <dd>{card.country}</dd>
        <dt>{TEXTS.intakeFact}</dt>
        <dd>{card.intake}</dd>
        <dt>{TEXTS.counsellorFact}</dt>
        <dd>{card.counsellor?.name ?? TEXTS.notAssigned}</dd>
        <dt>{TEXTS.nextAction}</dt>
        <dd>{card.nextAction}</dd>
      </dl>
      <Anchor
        component={Link}
        to={studentHref(card.studentId, 'applications')}
        size="sm"
        fw={600}
        aria-describedby={titleId}
      >
        {TEXTS.openStudent}
      </Anchor>
    </article>
  );
}
