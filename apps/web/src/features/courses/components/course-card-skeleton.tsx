import { Skeleton } from '@mantine/core';

/** A placeholder with exactly a card's parts and sizes (same classes), so loading shifts nothing. */
export function CourseCardSkeleton() {
  return (
    <div className="course-card" aria-hidden="true">
      <div className="course-card__head">
        <Skeleton className="course-card__logo" />
        <Skeleton height={14} width="55%" />
      </div>
      <div className="course-card__name">
        <Skeleton height={16} width="90%" mt={4} />
        <Skeleton height={16} width="60%" mt={8} />
      </div>
      <div className="course-facts">
        {['country', 'campus', 'duration', 'start', 'fee'].map((fact) => (
          <div key={fact} className="course-fact">
            <Skeleton height={10} width="45%" mt={2} />
            <Skeleton height={12} width="75%" mt={8} />
          </div>
        ))}
      </div>
      <div className="course-card__actions">
        <Skeleton height={36} />
        <Skeleton height={36} />
      </div>
    </div>
  );
}

/** `count` skeleton cards as grid items. */
export function CourseCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
    <li key={index}>
      <CourseCardSkeleton />
    </li>
  ));
}
