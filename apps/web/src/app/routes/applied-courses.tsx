import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** Placeholder: the Applied Courses screen arrives with its feature (replace this module's body). */
export default function AppliedCoursesRoute() {
  return <ComingSoon title="Applied Courses" />;
}
