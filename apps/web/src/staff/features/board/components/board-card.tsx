import { Anchor, Text } from '@mantine/core';
import type { TStaffApplicationCard } from '@portal/contract';
import { Link } from 'react-router';
import { studentHref, studentNameOf } from '../../../components/student-link.tsx';
import { BOARD_TEXTS as TEXTS } from '../board-texts.ts';

/**
 * One application on the board: course, student, where and when, who looks after it, its stage after the
 * offer and when that is due (past the unconditional offer), what to do next.
 */
export function BoardCard({ card }: { card: TStaffApplicationCard }) {
  const student = studentNameOf(card.studentName);
  const titleId = `board-card-${card.applicationId}`;
  const facts = [
    [TEXTS.university, card.universityName],
    [TEXTS.countryFact, card.country],
    [TEXTS.intakeFact, card.intake],
    [TEXTS.counsellorFact, card.counsellor?.name ?? TEXTS.notAssigned],
    ...(card.postOfferStage ? [[TEXTS.postOfferFact, TEXTS.stages[card.postOfferStage]] as const] : []),
    ...(card.postOfferDueOn ? [[TEXTS.dueFact, card.postOfferDueOn] as const] : []),
    [TEXTS.nextAction, card.nextAction],
  ] as const;
  return (
    <article className="board-card" aria-label={TEXTS.cardName(card.courseName, student)}>
      <h3 id={titleId}>{card.courseName}</h3>
      <Text size="sm" fw={600}>
        {student}
      </Text>
      <dl>
        {facts.map(([term, value]) => (
          <div key={term} className={term === TEXTS.nextAction ? 'board-card__next' : undefined}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
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
