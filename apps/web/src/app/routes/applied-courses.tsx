import { AppliedCoursesPage } from '../../features/applied-courses/components/applied-courses-page.tsx';

/** /applied-courses (§2 Applied courses): the student's applications, with Opt Out. */
export default function AppliedCoursesRoute() {
  return <AppliedCoursesPage />;
}
