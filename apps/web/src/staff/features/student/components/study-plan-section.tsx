import { Skeleton, Text } from '@mantine/core';
import '@mantine/core/styles/Skeleton.layer.css';
import { STUDENT_PLAN_FIELDS, type TStudentPlanAnswer } from '@portal/contract';
import { LoadFailedAlert } from '../../../../components/ui/load-failed-alert.tsx';
import { formatIndiaDate } from '../../../components/format-india-time.ts';
import { useStudentPlan } from '../api/get-student-plan.ts';
import { STAFF_STUDENT_TEXTS as TEXTS } from '../staff-student-texts.ts';
import { StudentPhoto } from './student-photo.tsx';
import { StudentSection } from './student-section.tsx';
import './study-plan.css';

/**
 * "Study plan", first on the student page: the registration answers read-only, each with the day the
 * student last changed it ("on or before" for answers saved before changes were tracked), beside their
 * photo or monogram. While loading, a skeleton of the same grid; before registration, a sentence.
 */
export function StudyPlanSection({ studentId, name }: { studentId: number; name: string }) {
  const plan = useStudentPlan(studentId);
  return (
    <StudentSection id="plan" title={TEXTS.planTitle}>
      <div className="study-plan">
        <StudentPhoto
          studentId={studentId}
          name={name}
          photoUrl={plan.data?.photoUrl ?? null}
          isPending={plan.isPending}
        />
        <div className="study-plan__body">
          {plan.data ? (
            plan.data.isRegistered ? (
              <dl className="study-plan__answers">
                {plan.data.answers.map((answer) => (
                  <PlanAnswer key={answer.field} answer={answer} />
                ))}
              </dl>
            ) : (
              <Text c="dimmed">{TEXTS.planNotRegistered}</Text>
            )
          ) : plan.isError ? (
            <LoadFailedAlert
              title={TEXTS.planLoadFailed}
              retryLabel={TEXTS.tryAgain}
              onRetry={() => plan.refetch()}
            />
          ) : (
            <PlanSkeleton />
          )}
        </div>
      </div>
    </StudentSection>
  );
}

function PlanAnswer({ answer }: { answer: TStudentPlanAnswer }) {
  const changed =
    answer.changedAt === null
      ? null
      : answer.isChangedAtUpperBound
        ? TEXTS.planChangedOnOrBefore(formatIndiaDate(answer.changedAt))
        : TEXTS.planChanged(formatIndiaDate(answer.changedAt));
  return (
    <div className="study-plan__item">
      <dt className="study-plan__label">{answer.label}</dt>
      <dd
        className={answer.value === null ? 'study-plan__value study-plan__value--empty' : 'study-plan__value'}
      >
        {answer.value ?? TEXTS.planNotAnswered}
      </dd>
      {changed && <dd className="study-plan__changed">{changed}</dd>}
    </div>
  );
}

/** The answers' grid with bars where the words will be: the section keeps its height when they arrive. */
function PlanSkeleton() {
  return (
    <div role="status" aria-label={TEXTS.planLoading}>
      <div className="study-plan__answers" aria-hidden="true">
        {STUDENT_PLAN_FIELDS.map((field) => (
          <div key={field} className="study-plan__item">
            <Skeleton h={12} w="40%" mt={4} mb={8} />
            <Skeleton h={14} w="70%" mb={8} />
            <Skeleton h={10} w="35%" />
          </div>
        ))}
      </div>
    </div>
  );
}
