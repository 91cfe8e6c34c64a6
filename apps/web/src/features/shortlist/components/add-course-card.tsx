import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { SHORTLIST_TEXTS } from '../shortlist-texts.ts';

const PlusIcon = () => (
  <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
    <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** §2: the final blank card 'Add a new course', to /courses. */
export function AddCourseCard() {
  return (
    <Link to={PATHS.courses} className="shortlist-add-card">
      <PlusIcon />
      <span>{SHORTLIST_TEXTS.addCourse}</span>
    </Link>
  );
}
