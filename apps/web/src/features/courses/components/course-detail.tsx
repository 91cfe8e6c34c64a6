import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { TCourse } from '@portal/contract';
import { type MouseEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useCourse } from '../api/get-course.ts';
import { cutBreadcrumbName, factText, feeText } from '../course-facts.ts';
import { COURSE_TEXTS, FACT_LABELS } from '../course-texts.ts';
import { CourseSection } from './course-section.tsx';

export type TCourseDetailProps = {
  courseId: number;
  isShortlisted: boolean;
  isPending: boolean;
  /** The list's query string, for the breadcrumb's address. */
  listSearch: string;
  onAddToShortlist: (course: TCourse) => void;
  /** Back to the grid (the breadcrumb's Courses). */
  onClose: () => void;
};

function DetailBreadcrumb({
  name,
  listSearch,
  onClose,
}: {
  name?: string;
  listSearch: string;
  onClose: () => void;
}) {
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onClose();
  };
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›">
        <Anchor href={`${PATHS.courses}${listSearch}`} onClick={goBack} size="sm">
          Courses
        </Anchor>
        {name !== undefined && (
          <Text size="sm" fw={600} aria-current="page" title={name}>
            {cutBreadcrumbName(name)}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      <div className="course-detail__banner" />
      <Skeleton height={14} width="30%" />
      <Skeleton height={28} width="70%" />
      <Skeleton height={56} />
    </Stack>
  );
}

/**
 * §2 Course detail, shown in place of the grid at /courses?course=<id>: breadcrumb (Courses › the name cut at
 * 15 characters), the university banner, campus, name, Country, Campus, Approx. Fee ('N/A' when absent),
 * 'Add to Shortlist' when not shortlisted, and the collapsible Overview and Entry Requirements.
 */
export function CourseDetail({
  courseId,
  isShortlisted,
  isPending,
  listSearch,
  onAddToShortlist,
  onClose,
}: TCourseDetailProps) {
  const { data: course, error, isError } = useCourse(courseId);
  const title = useRef<HTMLHeadingElement>(null);
  const hasCourse = course !== undefined;
  // After 'Add to Shortlist' the button gives way to the shortlisted state: focus follows to its link.
  const shortlistLink = useRef<HTMLAnchorElement>(null);
  const hasAdded = useRef(false);
  useEffect(() => {
    if (isShortlisted && hasAdded.current) shortlistLink.current?.focus();
    hasAdded.current = false;
  }, [isShortlisted]);

  // A new view (the screen keys it by course): start at its top, with focus on its heading, so screen
  // readers announce the course.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  useEffect(() => {
    if (hasCourse) title.current?.focus({ preventScroll: true });
  }, [hasCourse]);

  if (!course) {
    return (
      <div className="course-detail">
        <DetailBreadcrumb listSearch={listSearch} onClose={onClose} />
        {isError ? (
          <Alert color="red" title="Course not available" role="alert">
            {error instanceof ApiError && error.httpStatus === 404
              ? 'This course could not be found.'
              : errorMessageOf(error)}
          </Alert>
        ) : (
          <>
            <VisuallyHidden component="h1">Loading course</VisuallyHidden>
            <DetailSkeleton />
          </>
        )}
      </div>
    );
  }

  return (
    <article className="course-detail" aria-labelledby="course-detail-title">
      <DetailBreadcrumb name={course.name} listSearch={listSearch} onClose={onClose} />
      <img
        className="course-detail__banner"
        src={course.university.imageUrl}
        alt={`${course.university.name} campus`}
        width={1200}
        height={400}
        fetchPriority="high"
      />
      <div>
        <Text size="sm" c="dimmed" fw={600}>
          {course.university.name} · {factText(course.campus)} campus
        </Text>
        <h1 id="course-detail-title" className="course-detail__title" ref={title} tabIndex={-1}>
          {course.name}
        </h1>
      </div>
      <dl className="course-facts">
        <div className="course-fact">
          <dt>{FACT_LABELS.country}</dt>
          <dd>{factText(course.country)}</dd>
        </div>
        <div className="course-fact">
          <dt>{FACT_LABELS.campus}</dt>
          <dd>{factText(course.campus)}</dd>
        </div>
        <div className="course-fact">
          <dt>{FACT_LABELS.fee}</dt>
          <dd>{feeText(course.fees, course.country)}</dd>
        </div>
      </dl>
      <Group gap="sm" mih={36}>
        {isShortlisted ? (
          <>
            <Badge size="lg" variant="light" tt="none">
              {COURSE_TEXTS.shortlisted}
            </Badge>
            <Anchor component={Link} to={PATHS.shortlisted} ref={shortlistLink}>
              View your shortlist
            </Anchor>
          </>
        ) : (
          <Button
            onClick={() => {
              hasAdded.current = true;
              onAddToShortlist(course);
            }}
            loading={isPending}
          >
            {COURSE_TEXTS.addToShortlist}
          </Button>
        )}
      </Group>
      <CourseSection title={COURSE_TEXTS.overview} text={course.overview} />
      <CourseSection title={COURSE_TEXTS.entryRequirements} text={course.entryRequirements} />
    </article>
  );
}
