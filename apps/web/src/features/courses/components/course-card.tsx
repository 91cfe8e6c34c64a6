import { Button } from '@mantine/core';
import { courseStartDate, type TCourse } from '@portal/contract';
import { memo } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { factText, feeText } from '../course-facts.ts';
import { COURSE_TEXTS, FACT_LABELS } from '../course-texts.ts';
import { DETAIL_LINK_STATE, detailSearchOf } from '../hooks/use-course-params.ts';
import { ShortlistToggle } from './shortlist-toggle.tsx';

export type TCourseCardProps = {
  course: TCourse;
  isShortlisted: boolean;
  isPending: boolean;
  /** Counselling booked or an event user: the bottom button goes to the dashboard (§2). */
  canOpenDashboard: boolean;
  /** The list's query string (e.g. a search), kept in the detail's address. */
  listSearch: string;
  /** Cards in the first row load their logo at once; the rest when scrolled near. */
  isAboveFold: boolean;
  onToggleShortlist: (course: TCourse, isShortlisted: boolean) => void;
  onOpenDetails: (courseId: number) => void;
};

export const courseNameId = (courseId: number) => `course-${courseId}-name`;
export const detailsLinkId = (courseId: number) => `course-${courseId}-details`;

function Fact({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className ? `course-fact ${className}` : 'course-fact'}>
      <dt>{label}</dt>
      <dd title={value}>{value}</dd>
    </div>
  );
}

/**
 * §2 course card: heart toggle, university logo and name, course name, the five fact boxes, View Details and
 * the counselling/dashboard button. Memoised: every prop is a value or a stable callback, so a card renders
 * again only when its own course or state changes.
 */
export const CourseCard = memo(function CourseCard({
  course,
  isShortlisted,
  isPending,
  canOpenDashboard,
  listSearch,
  isAboveFold,
  onToggleShortlist,
  onOpenDetails,
}: TCourseCardProps) {
  const nameId = courseNameId(course.id);
  return (
    <article className="course-card" aria-labelledby={nameId}>
      <div className="course-card__head">
        <img
          className="course-card__logo"
          src={course.university.iconUrl}
          alt=""
          width={48}
          height={48}
          loading={isAboveFold ? 'eager' : 'lazy'}
          decoding="async"
        />
        <p className="course-card__university">{course.university.name}</p>
        <ShortlistToggle
          isShortlisted={isShortlisted}
          isPending={isPending}
          describedBy={nameId}
          onToggle={() => onToggleShortlist(course, isShortlisted)}
        />
      </div>
      <h3 className="course-card__name" id={nameId} title={course.name}>
        {course.name}
      </h3>
      <dl className="course-facts">
        <Fact label={FACT_LABELS.country} value={factText(course.country)} />
        {/* Two rows high, so a long campus name wraps instead of being cut (courses.css). */}
        <Fact label={FACT_LABELS.campus} value={factText(course.campus)} className="course-fact--campus" />
        <Fact label={FACT_LABELS.duration} value={factText(course.duration)} />
        <Fact label={FACT_LABELS.startDate} value={courseStartDate(course)} />
        <Fact label={FACT_LABELS.fee} value={feeText(course.fees, course.country)} />
      </dl>
      <div className="course-card__actions">
        <Button
          component={Link}
          to={{ pathname: PATHS.courses, search: detailSearchOf(listSearch, course.id) }}
          state={DETAIL_LINK_STATE}
          onClick={() => onOpenDetails(course.id)}
          id={detailsLinkId(course.id)}
          aria-describedby={nameId}
          variant="outline"
          fullWidth
        >
          {COURSE_TEXTS.viewDetails}
        </Button>
        <Button
          component={Link}
          to={canOpenDashboard ? PATHS.dashboard : PATHS.bookCounselling}
          aria-describedby={nameId}
          fullWidth
        >
          {canOpenDashboard ? COURSE_TEXTS.goToDashboard : COURSE_TEXTS.bookFreeCounselling}
        </Button>
      </div>
    </article>
  );
});
