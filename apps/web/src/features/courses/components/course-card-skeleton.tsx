import type { CSSProperties } from 'react';

/** One grey bar (plain markup and CSS: a grid of Mantine Skeletons cost ~200 components on first render). */
function Bar({ height, width, marginTop }: { height: number; width?: string; marginTop?: number }) {
  const style: CSSProperties = { height, width: width ?? '100%', marginTop };
  return <div className="course-skeleton" style={style} />;
}

/** A placeholder with exactly a card's parts and sizes (same classes), so loading shifts nothing. */
export function CourseCardSkeleton() {
  return (
    <div className="course-card" aria-hidden="true">
      <div className="course-card__head">
        <div className="course-card__logo course-skeleton" />
        <Bar height={14} width="55%" />
      </div>
      <div className="course-card__name">
        <Bar height={16} width="90%" marginTop={4} />
        <Bar height={16} width="60%" marginTop={8} />
      </div>
      <div className="course-facts">
        {['country', 'campus', 'duration', 'start', 'fee'].map((fact) => (
          <div key={fact} className={fact === 'campus' ? 'course-fact course-fact--campus' : 'course-fact'}>
            <Bar height={10} width="45%" marginTop={2} />
            <Bar height={12} width="75%" marginTop={8} />
          </div>
        ))}
      </div>
      <div className="course-card__actions">
        <Bar height={36} />
        <Bar height={36} />
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
