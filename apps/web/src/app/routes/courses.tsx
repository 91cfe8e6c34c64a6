import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** Placeholder: the Courses screen arrives with its feature (replace this module's body). */
export default function CoursesRoute() {
  return <ComingSoon title="Courses" />;
}
