import { CoursesPage } from '../../features/courses/components/courses-page.tsx';

/** §2 Courses (/courses), with the course detail at /courses?course=<id> (see features/courses). */
export default function CoursesRoute() {
  return <CoursesPage />;
}
